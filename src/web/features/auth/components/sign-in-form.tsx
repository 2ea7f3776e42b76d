import { Link } from "react-router";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { paths } from "@/web/lib/paths";
import { useAccountForm } from "../use-account-form";
import { FormAlert } from "./form-alert";

const OPTIONS = {
  intent: "sign-in",
  loadSchema: () => import("@/shared/schemas/auth").then((schemas) => schemas.signInSchema),
  success: { title: "Welcome back!", text: "You have successfully signed in to your account." },
  failure: { title: "Error signing in", fallback: "Please check your credentials and try again." },
} as const;

export function SignInForm() {
  const { alert, register, submit, fieldError, busy, formProps } = useAccountForm(OPTIONS);
  // noValidate: the schema's messages are shown instead of the browser's bubbles.
  return (
    <form {...formProps} onSubmit={submit} className="grid gap-4">
      <input type="hidden" name="intent" value={OPTIONS.intent} />
      <FormAlert message={alert} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={fieldError("email")}
        {...register("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldError("password")}
        {...register("password")}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to={paths.forgotPassword()} className="font-medium text-primary underline">
          Forgot password?
        </Link>
      </p>
      <SubmitButton busy={busy} busyLabel="Signing in..." className="w-full">
        Sign In
      </SubmitButton>
      {/* Where a refused sign-in's "please contact support" points: the Contact page. */}
      <p className="text-center text-muted-foreground text-sm">
        Trouble signing in?{" "}
        <Link to={paths.sitePage("contact")} className="font-medium text-primary underline">
          Contact support
        </Link>
      </p>
    </form>
  );
}
