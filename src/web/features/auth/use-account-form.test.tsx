import { screen } from "@testing-library/react";
import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { TextField } from "@/web/components/ui/text-field";
import { renderRoute } from "../../../../tests/components/render";
import { useAccountForm } from "./use-account-form";

/** A sign-in form whose schema's code cannot be fetched (the visitor went offline, a deploy). */
function FormWithoutSchema() {
  const { register, submit, fieldError, formProps } = useAccountForm({
    intent: "sign-in",
    loadSchema: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    failure: { title: "Error signing in", fallback: "Please try again." },
  });
  return (
    <form {...formProps} onSubmit={submit}>
      <TextField label="Email" error={fieldError("email")} {...register("email")} />
      <button type="submit">Sign In</button>
    </form>
  );
}

describe("useAccountForm", () => {
  it("leaves the checks to the server when the schema cannot be loaded", async () => {
    let posted = 0;
    const { user } = renderRoute("/profile", FormWithoutSchema, {
      action: () => {
        posted += 1;
        return data(
          {
            intent: "sign-in",
            ok: false,
            error: {
              code: "VALIDATION_FAILED",
              message: "Invalid input",
              issues: [{ path: "email", message: "Email is required" }],
            },
          },
          { status: 400 },
        );
      },
    });
    await user.click(await screen.findByLabelText("Email"));
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(posted).toBe(1);
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
  });
});
