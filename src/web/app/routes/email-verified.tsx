import { EmailVerifiedNotice } from "@/web/features/account-recovery/email-verified-notice";
import { useDocumentTitle } from "@/web/lib/use-document-title";

export default function EmailVerifiedPage() {
  useDocumentTitle("E-mail confirmed");
  return <EmailVerifiedNotice />;
}
