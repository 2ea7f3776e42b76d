import { useState } from "react";
import { notifyError } from "@/web/lib/notify";
import { resendVerificationEmail } from "./api/resend-verification";

/** 'Resend e-mail': busy while it asks, then `sent` (the server limits it per address). */
export function useResendVerification() {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await resendVerificationEmail();
      setSent(true);
    } catch (error) {
      notifyError("Could not send the e-mail", error, "Please try again in a few minutes.");
    } finally {
      setBusy(false);
    }
  };
  return { busy, sent, resend };
}
