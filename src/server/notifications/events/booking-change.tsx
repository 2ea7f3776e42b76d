import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import { type NoticeProps, noticesTopic } from "../notice-mail";
import type { NewNotification } from "../texts";

// A photographer booked, or a booking accepted, declined, proposed for another time or cancelled,
// in the thread between the realtor and the photographer: the other side hears it in the app and
// by e-mail. Preference topic: notices.

/** In the app: what happened, as one sentence, opening the thread. */
export function bookingUpdateNotification(
  listingTitle: string | null,
  summary: string,
  threadPath: string,
): NewNotification {
  return {
    kind: "booking_update",
    title: listingTitle ? `Photo shoot for ${listingTitle}` : "Photo shoot",
    body: summary,
    link: threadPath,
  };
}

interface BookingUpdateProps extends NoticeProps {
  listingTitle: string | null;
  /** What happened, e.g. "Rita would like to book you for 12 Elm St on Tue, Dec 1, morning." */
  summary: string;
  /** The note of a request, or the reason of a decline or a cancellation. */
  quote: string | null;
  threadPath: string;
  /** The link's words, e.g. "Accept, decline or propose another time". */
  actionLabel: string;
}

export const bookingUpdateMail = defineTemplate<BookingUpdateProps>({
  audience: "member",
  subject: ({ listingTitle }) =>
    listingTitle ? `Photo shoot for ${listingTitle}` : "Photo shoot update",
  body: ({ name, summary, quote, threadPath, actionLabel }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>{summary}</Paragraph>
      {quote ? <Quote>{quote}</Quote> : null}
      <Action href={site.url(threadPath)} label={actionLabel} />
    </>
  ),
  unsubscribe: noticesTopic,
});
