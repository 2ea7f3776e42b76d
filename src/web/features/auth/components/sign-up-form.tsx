import { signUpSchema } from "@/shared/schemas/auth";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { useAccountForm } from "../use-account-form";

const OPTIONS = {
  intent: "sign-up",
  schema: signUpSchema,
  success: { title: "Account created!", text: "Your account has been successfully created." },
  failure: {
    title: "Error creating account",
    fallback: "Please check your information and try again.",
  },
} as const;

export function SignUpForm() {
  const { register, submit, fieldError, busy, formProps } = useAccountForm(OPTIONS);
  return (
    <form {...formProps} onSubmit={submit} className="grid gap-4">
      <input type="hidden" name="intent" value={OPTIONS.intent} />
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={fieldError("name")}
        {...register("name")}
      />
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
        autoComplete="new-password"
        required
        error={fieldError("password")}
        {...register("password")}
      />
      <SubmitButton busy={busy} busyLabel="Creating account..." className="w-full">
        Create Account
      </SubmitButton>
    </form>
  );
}
