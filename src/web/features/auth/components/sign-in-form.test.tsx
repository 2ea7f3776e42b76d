import { screen } from "@testing-library/react";
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
    expect(await screen.findByText(SIGN_IN_REFUSED_MESSAGE)).toBeTruthy();
    expect(screen.getByText("Error signing in")).toBeTruthy();
  });

  it("points the refused to the Contact page", async () => {
    renderRoute("/profile", SignInForm);
    const link = await screen.findByRole("link", { name: "Contact support" });
    expect(link.getAttribute("href")).toBe("/contact");
  });
});
