import { screen } from "@testing-library/react";
import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { RESET_LINK_INVALID_MESSAGE } from "@/shared/schemas/auth";
import { renderRoute } from "../../../../tests/components/render";
import { ResetPasswordForm } from "./reset-password-form";

const refused = (error: object) => data({ ok: false, error }, { status: 400 });

describe("ResetPasswordForm", () => {
  it("shows the server's message at the field, then the change with the way to sign in", async () => {
    const posted: unknown[] = [];
    const { user, location } = renderRoute("/reset-password", ResetPasswordForm, {
      at: "/reset-password?token=tok-1",
      routes: [{ path: "/profile", Component: () => <h1>Sign in page</h1> }],
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push([form.get("token"), form.get("newPassword")]);
        if (form.get("newPassword") === "short")
          return refused({
            code: "VALIDATION_FAILED",
            message: "Invalid input",
            issues: [{ path: "newPassword", message: "Password must be at least 8 characters" }],
          });
        return { ok: true };
      },
    });
    const field = await screen.findByLabelText("New password");
    await user.type(field, "short");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true");

    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "lantern-meadow-quartz");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByRole("heading", { name: "Your password was changed" })).toBeTruthy();
    expect(posted).toEqual([
      ["tok-1", "short"],
      ["tok-1", "lantern-meadow-quartz"],
    ]);
    await user.click(screen.getByRole("link", { name: "Sign in with your new password" }));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeTruthy();
    expect(location()).toBe("/profile");
  });

  it("says a used or expired link cannot be used, with a way to a new one", async () => {
    const { user } = renderRoute("/reset-password", ResetPasswordForm, {
      at: "/reset-password?token=used",
      action: () => refused({ code: "INVALID_TOKEN", message: RESET_LINK_INVALID_MESSAGE }),
    });
    await user.type(await screen.findByLabelText("New password"), "another-fine-passphrase");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole("link", { name: "Send me a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });
});
