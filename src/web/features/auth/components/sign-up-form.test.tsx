import { screen } from "@testing-library/react";
import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE } from "@/shared/schemas/auth";
import { renderRoute } from "../../../../../tests/components/render";
import { SignUpForm } from "./sign-up-form";

const EMAIL = "new.member@example.com";

/** Fills the form with `password` and presses Create Account. */
async function createAccount(user: ReturnType<typeof renderRoute>["user"], password: string) {
  await user.type(await screen.findByLabelText("Full Name"), "Nia Newcomer");
  await user.type(screen.getByLabelText("Email"), EMAIL);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("SignUpForm", () => {
  it("shows the schema's message for a short password and posts nothing", async () => {
    let posted = 0;
    const { user } = renderRoute("/profile", SignUpForm, {
      action: () => {
        posted += 1;
        return null;
      },
    });
    await createAccount(user, "short");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeTruthy();
    expect(posted).toBe(0);
  });

  it("puts the server's password refusal on the password field, then takes a better one", async () => {
    const passwords: unknown[] = [];
    const { user } = renderRoute("/profile", SignUpForm, {
      action: async ({ request }) => {
        const password = (await request.formData()).get("password");
        passwords.push(password);
        if (password === "Password123")
          return data(
            {
              intent: "sign-up",
              ok: false,
              error: {
                code: "VALIDATION_FAILED",
                message: "Invalid input",
                issues: [{ path: "password", message: COMMON_PASSWORD_MESSAGE }],
              },
            },
            { status: 400 },
          );
        return { intent: "sign-up", ok: true, checkInbox: EMAIL };
      },
    });
    await createAccount(user, "Password123");
    // At the field it is about, which takes focus; no second copy elsewhere.
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");

    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "lantern-meadow-quartz");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeTruthy();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    expect(passwords).toEqual(["Password123", "lantern-meadow-quartz"]);
  });

  it("sends the e-mailed link back to where the visitor was going", async () => {
    let callbackURL: unknown;
    const { user } = renderRoute("/profile", SignUpForm, {
      at: `/profile?tab=sign-up&returnTo=${encodeURIComponent("/dashboard")}`,
      action: async ({ request }) => {
        callbackURL = (await request.formData()).get("callbackURL");
        return { intent: "sign-up", ok: true, checkInbox: EMAIL };
      },
    });
    await createAccount(user, "lantern-meadow-quartz");
    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeTruthy();
    expect(callbackURL).toBe(`/email-verified?returnTo=${encodeURIComponent("/dashboard")}`);
  });
});
