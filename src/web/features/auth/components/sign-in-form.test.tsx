import { screen, waitFor } from "@testing-library/react";
import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { SIGN_IN_REFUSED_MESSAGE } from "@/shared/schemas/auth";
import { renderRoute } from "../../../../../tests/components/render";
import { SignInForm } from "./sign-in-form";

describe("SignInForm", () => {
  it("shows the schema's messages at the fields and posts nothing", async () => {
    let posted = 0;
    const { user } = renderRoute("/profile", SignInForm, {
      action: () => {
        posted += 1;
        return null;
      },
    });
    await user.click(await screen.findByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(posted).toBe(0);
    // Focus goes to the first field with a message.
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
  });

  it("checks each field again as it changes after a refused try", async () => {
    const { user } = renderRoute("/profile", SignInForm, { action: () => null });
    await user.click(await screen.findByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Password is required")).toBeTruthy();
    await user.type(screen.getByLabelText("Password"), "x");
    await waitFor(() => expect(screen.queryByText("Password is required")).toBeNull());
    // The other field keeps its message until it changes too.
    expect(screen.getByText("Email is required")).toBeTruthy();
  });

  it("shows the server's refusal at the form", async () => {
    const { user } = renderRoute("/profile", SignInForm, {
      action: () =>
        data(
          {
            intent: "sign-in",
            ok: false,
            error: { code: "UNAUTHORIZED", message: SIGN_IN_REFUSED_MESSAGE },
          },
          { status: 401 },
        ),
    });
    await user.type(await screen.findByLabelText("Email"), "someone@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    // At the form, not in a toast, and focused so it is read out at once.
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`Error signing in${SIGN_IN_REFUSED_MESSAGE}`);
    expect(screen.getByRole("button", { name: "Sign In" }).closest("form")?.contains(alert)).toBe(
      true,
    );
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // A new try clears it until the next answer.
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
  });

  it("leaves a refusal about one field at that field, with no alert", async () => {
    const { user } = renderRoute("/profile", SignInForm, {
      action: () =>
        data(
          {
            intent: "sign-in",
            ok: false,
            error: {
              code: "VALIDATION_FAILED",
              message: "Invalid input",
              issues: [{ path: "email", message: "Use another address" }],
            },
          },
          { status: 400 },
        ),
    });
    await user.type(await screen.findByLabelText("Email"), "someone@example.com");
    await user.type(screen.getByLabelText("Password"), "a-password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Use another address")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
  });

  it("points the refused to the Contact page", async () => {
    renderRoute("/profile", SignInForm);
    const link = await screen.findByRole("link", { name: "Contact support" });
    expect(link.getAttribute("href")).toBe("/contact");
  });
});
