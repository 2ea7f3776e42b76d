import { VERIFY_FIRST_MESSAGE } from "@/shared/verify-email";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useResendVerification } from "@/web/lib/auth/use-resend-verification";

/**
 * Drawn inside a form the server refused because the member has not confirmed their e-mail:
 * inline rather than in a toast, so it stays reachable inside a dialog.
 */
export function VerifyEmailPrompt() {
  const { busy, sent, resend } = useResendVerification();
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-amber-500/60 p-3 text-sm">
      <p>{VERIFY_FIRST_MESSAGE}</p>
      {sent ? (
        <p className="font-medium">We sent a new link. Open it, then try again.</p>
      ) : (
        <SubmitButton
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          busy={busy}
          busyLabel="Sending..."
          onClick={resend}
        >
          Resend e-mail
        </SubmitButton>
      )}
    </div>
  );
}
