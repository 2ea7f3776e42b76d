import { recoveryAction } from "@/web/features/account-recovery/recovery-actions";
import { ResetPasswordForm } from "@/web/features/account-recovery/reset-password-form";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import type { Route } from "./+types/reset-password";

export const action = ({ request, context }: Route.ActionArgs) =>
  recoveryAction(request, context.api, "/api/auth/reset-password");

export default function ResetPasswordPage() {
  useDocumentTitle("Choose a new password");
  return <ResetPasswordForm />;
}
