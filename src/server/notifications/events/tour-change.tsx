import { tourInvite } from "../../inbox/tour-invite";
import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import { type NoticeProps, noticesTopic } from "../notice-mail";
import type { NewNotification } from "../texts";

// A tour proposed, accepted, declined or cancelled in a lead-inbox thread: the other side hears it
// in the app; by e-mail an update, or for an accepted tour a confirmation to both sides.
// Preference topic: notices.

/** In the app: what happened, as one sentence, opening the thread. */
export function tourUpdateNotification(
  listingTitle: string | null,
  summary: string,
  threadPath: string,
): NewNotification {
  return {
    kind: "tour_update",
    title: listingTitle ? `Tour update for ${listingTitle}` : "Tour update",
    body: summary,
    link: threadPath,
  };
}

interface TourUpdateProps extends NoticeProps {
  listingTitle: string | null;
  /** What happened, as one sentence, e.g. "Rita proposed another time: Tue, Dec 1, afternoon." */
  summary: string;
  reason: string | null;
  threadPath: string;
}

/** A tour proposed, declined or cancelled by the other side. */
export const tourUpdateMail = defineTemplate<TourUpdateProps>({
  audience: "member",
  subject: ({ listingTitle }) => (listingTitle ? `Tour update for ${listingTitle}` : "Tour update"),
  body: ({ name, summary, reason, threadPath }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>{summary}</Paragraph>
      {reason ? <Quote>{reason}</Quote> : null}
      <Action href={site.url(threadPath)} label="Open the conversation" />
    </>
  ),
  unsubscribe: noticesTopic,
});

interface TourConfirmedProps extends NoticeProps {
  tourId: string;
  listingTitle: string | null;
  /** e.g. "Tue, Dec 1, afternoon" */
  slot: string;
  counterpartName: string;
  threadPath: string;
}

/** A tour both sides agreed on, with its calendar invitation drawn from the tour when sent. */
export const tourConfirmedMail = defineTemplate<TourConfirmedProps>({
  audience: "member",
  subject: ({ listingTitle, slot }) => `Tour confirmed: ${listingTitle ?? "a listing"}, ${slot}`,
  body: ({ name, listingTitle, slot, counterpartName, threadPath }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Your tour of {listingTitle ?? "the listing"} with {counterpartName} is confirmed for {slot}.
        The attached invitation adds it to your calendar.
      </Paragraph>
      <Action href={site.url(threadPath)} label="Open the conversation" />
    </>
  ),
  unsubscribe: noticesTopic,
  attachments: async ({ tourId }, db) => {
    const invite = await tourInvite(db, tourId);
    return invite
      ? [
          {
            filename: "tour.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: invite,
          },
        ]
      : [];
  },
});
