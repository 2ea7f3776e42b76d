import { Form, Link, useActionData, useNavigation } from "react-router";
import { RESET_REQUESTED_MESSAGE } from "@/shared/password-reset";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { paths } from "@/web/lib/paths";
import { fieldIssue, formProblem, type RecoveryAnswer } from "./recovery-actions";
import { FormProblem, RecoveryCard } from "./recovery-card";

/**
 * /forgot-password: one field, and one answer whether or not the address has an account, so the
 * page never tells who has one. A plain form: it works before the scripts run.
 */
export function ForgotPasswordForm() {
  const answer = useActionData<RecoveryAnswer>();
  const busy = useNavigation().state === "submitting";
  if (answer?.ok)
    return (
      <RecoveryCard title="Check your inbox" description={RESET_REQUESTED_MESSAGE}>
        <p className="text-sm">
          <Link to={paths.profile()} className="font-medium text-primary underline">
            Back to sign in
          </Link>
        </p>
      </RecoveryCard>
    );
  const problem = formProblem(answer);
  return (
    <RecoveryCard
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <Form method="post" className="grid gap-4" noValidate>
        {problem ? <FormProblem>{problem}</FormProblem> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fieldIssue(answer, "email")}
        />
        <SubmitButton busy={busy} busyLabel="Sending link..." className="w-full">
          Send reset link
        </SubmitButton>
        <p className="text-center text-muted-foreground text-sm">
          Remembered it?{" "}
          <Link to={paths.profile()} className="font-medium text-primary underline">
            Sign in
          </Link>
        </p>
      </Form>
    </RecoveryCard>
  );
}
