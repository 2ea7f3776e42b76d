import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { EMAIL_AND_ALERTS_ID, paths } from "@/web/lib/paths";

/**
 * How the account's e-mail settings and each saved search's alerts relate, as the server applies
 * them: the digest and notices follow the account, a saved search's alerts only its own frequency.
 */
export function EmailAndAlertsNote() {
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // The note appears once the profile is read, after the browser looked for the link's anchor.
  useEffect(() => {
    if (hash === `#${EMAIL_AND_ALERTS_ID}`) ref.current?.scrollIntoView?.({ block: "start" });
  }, [hash]);
  return (
    <section
      ref={ref}
      id={EMAIL_AND_ALERTS_ID}
      aria-labelledby={`${EMAIL_AND_ALERTS_ID}-title`}
      className="scroll-mt-24 space-y-2 rounded-md border bg-muted/40 p-4 text-sm"
    >
      <h4 id={`${EMAIL_AND_ALERTS_ID}-title`} className="font-semibold">
        How e-mails and saved-search alerts relate
      </h4>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>
          <strong className="text-foreground">Email Notifications</strong> turns off every e-mail
          about your account activity (messages, tours, requests) and the digest.
        </li>
        <li>
          <strong className="text-foreground">Email Frequency</strong> is how often the digest of
          your unread notifications is sent; Never sends none.
        </li>
        <li>
          Each{" "}
          <Link
            to={paths.dashboard({ tab: "searches" })}
            className="font-medium text-foreground underline underline-offset-4"
          >
            saved search
          </Link>{" "}
          has its own alert frequency (Instantly, Daily, Weekly or Off). Its alerts follow that
          setting alone: the two settings above neither stop nor delay them. Turn a search's alerts
          off on the search itself, or with the unsubscribe link in its e-mail.
        </li>
        <li>
          A new saved search starts at your Email Frequency (Monthly starts it at Weekly, Never at
          Off); changing Email Frequency later leaves existing searches as they are.
        </li>
      </ul>
    </section>
  );
}
