import type { ActionArgs } from "@/web/app/load-context";
import { recoveryAction } from "@/web/features/account-recovery/recovery-actions";
import { ResetPasswordForm } from "@/web/features/account-recovery/reset-password-form";
import { useDocumentTitle } from "@/web/lib/use-document-title";

export const action = ({ request, context }: ActionArgs) =>
  recoveryAction(request, context.actions.resetPassword);

export default function ResetPasswordPage() {
  useDocumentTitle("Choose a new password");
  return <ResetPasswordForm />;
}
