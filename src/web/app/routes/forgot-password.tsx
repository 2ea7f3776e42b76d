import { ForgotPasswordForm } from "@/web/features/account-recovery/forgot-password-form";
import { recoveryAction } from "@/web/features/account-recovery/recovery-actions";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import type { Route } from "./+types/forgot-password";

export const action = ({ request, context }: Route.ActionArgs) =>
  recoveryAction(request, context.api, "/api/auth/request-password-reset");

export default function ForgotPasswordPage() {
  useDocumentTitle("Forgot password");
  return <ForgotPasswordForm />;
}
