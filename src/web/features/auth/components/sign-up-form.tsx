import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { paths } from "@/web/lib/paths";
import { useAccountForm } from "../use-account-form";
import { useReturnTo } from "../use-return-to";
import { CheckInbox } from "./check-inbox";
import { FormAlert } from "./form-alert";

const OPTIONS = {
  intent: "sign-up",
  loadSchema: () => import("@/shared/schemas/auth").then((schemas) => schemas.signUpSchema),
  failure: {
    title: "Error creating account",
    fallback: "Please check your information and try again.",
  },
} as const;

export function SignUpForm() {
  const { alert, register, submit, fieldError, busy, formProps, checkInbox } =
    useAccountForm(OPTIONS);
  const returnTo = useReturnTo();
  if (checkInbox !== undefined) return <CheckInbox email={checkInbox} />;
  return (
    <form {...formProps} onSubmit={submit} className="grid gap-4">
      <input type="hidden" name="intent" value={OPTIONS.intent} />
      <FormAlert message={alert} />
      {/* Where the e-mailed link lands: back to what the visitor was doing once confirmed. */}
      <input type="hidden" name="callbackURL" value={paths.emailVerified(returnTo)} />
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
