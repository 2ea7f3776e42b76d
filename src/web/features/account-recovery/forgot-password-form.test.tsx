import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RESET_REQUESTED_MESSAGE } from "@/shared/password-reset";
import { renderRoute } from "../../../../tests/components/render";
import { ForgotPasswordForm } from "./forgot-password-form";

describe("ForgotPasswordForm", () => {
  it("posts the address and answers 'check your inbox', whoever it belongs to", async () => {
    const asked: unknown[] = [];
    const { user } = renderRoute("/forgot-password", ForgotPasswordForm, {
      action: async ({ request }) => {
        asked.push((await request.formData()).get("email"));
        return { ok: true };
      },
    });
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "nobody@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("heading", { name: "Check your inbox" })).toBeTruthy();
    expect(screen.getByText(RESET_REQUESTED_MESSAGE)).toBeTruthy();
    expect(asked).toEqual(["nobody@example.com"]);
  });
});
