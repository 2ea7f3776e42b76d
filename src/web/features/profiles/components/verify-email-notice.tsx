import { MailWarning } from "lucide-react";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useResendVerification } from "@/web/lib/auth/use-resend-verification";

/**
 * On the profile of a member who has not confirmed their e-mail: why some things wait, and a
 * way to get a new link (the first may have expired or gone to spam).
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const { busy, sent, resend } = useResendVerification();
  return (
    <section
      aria-labelledby="verify-email-title"
      className="flex flex-col gap-3 rounded-lg border border-amber-500/60 p-4 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex-1 text-sm">
        <h2 id="verify-email-title" className="font-semibold">
          Confirm your e-mail address
        </h2>
        <p role="status">
          {sent
            ? `We sent a new link to ${email}. Open it to confirm your address.`
            : `Open the link we sent to ${email} to contact realtors, request tours, comment and ask for special access.`}
        </p>
      </div>
      {sent ? null : (
        <SubmitButton
          type="button"
          variant="outline"
          busy={busy}
          busyLabel="Sending..."
          onClick={resend}
        >
          Resend e-mail
        </SubmitButton>
      )}
    </section>
  );
}
