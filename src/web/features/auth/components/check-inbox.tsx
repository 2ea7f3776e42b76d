import { MailCheck } from "lucide-react";

/**
 * What Create Account answers, whether or not the address already had an account (so the form
 * never tells who has one): the account waits for the link e-mailed to the address.
 */
export function CheckInbox({ email }: { email: string }) {
  return (
    <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
      <MailCheck aria-hidden="true" className="size-10 text-primary" />
      <h2 className="font-semibold text-xl">Check your inbox</h2>
      <p className="text-muted-foreground text-sm">
        We sent a link to <strong className="text-foreground">{email}</strong>. Open it to confirm
        your address and sign in. It works for 24 hours.
      </p>
      <p className="text-muted-foreground text-sm">
        Nothing there? Look in your spam folder, or sign in and send a new link from your profile.
      </p>
    </div>
  );
}
