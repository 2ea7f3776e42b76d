import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { paths } from "@/web/lib/paths";
import { fieldIssue, formProblem, type RecoveryAnswer } from "./recovery-actions";
import { FormProblem, RecoveryCard } from "./recovery-card";

const signInLink = (
  <Link to={paths.profile()} className="font-medium text-primary underline">
    Sign in with your new password
  </Link>
);

/**
 * /reset-password?token=…: the e-mailed link's page. The server checks the new password under
 * sign-up's rules and the token (single use, one hour); every other session then ends.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const answer = useActionData<RecoveryAnswer>();
  const busy = useNavigation().state === "submitting";
  if (answer?.ok)
    return (
      <RecoveryCard
        title="Your password was changed"
        description="Every device that was signed in to your account has been signed out."
      >
        <p className="text-sm">{signInLink}</p>
      </RecoveryCard>
    );
  if (!token)
    return (
      <RecoveryCard
        title="This reset link is incomplete"
        description="Open the link from the e-mail again, or ask for a new one."
      >
        <Link to={paths.forgotPassword()} className="font-medium text-primary text-sm underline">
          Send me a new link
        </Link>
      </RecoveryCard>
    );
  const problem = formProblem(answer) ?? fieldIssue(answer, "token");
  return (
    <RecoveryCard
      title="Choose a new password"
      description="At least 8 characters, and not one of the passwords everyone uses."
    >
      <Form method="post" className="grid gap-4" noValidate>
        {problem ? (
          <FormProblem>
            {problem}{" "}
            <Link to={paths.forgotPassword()} className="font-medium underline">
              Send me a new link
            </Link>
          </FormProblem>
        ) : null}
        <input type="hidden" name="token" value={token} />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          error={fieldIssue(answer, "newPassword")}
        />
        <SubmitButton busy={busy} busyLabel="Saving..." className="w-full">
          Save new password
        </SubmitButton>
      </Form>
    </RecoveryCard>
  );
}
