import { tourInvite } from "../../conversations/tour-invite";
import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import { type NoticeProps, noticesTopic } from "./notices";

interface ConversationMessageProps extends NoticeProps {
  senderName: string;
  /** Null once the listing was deleted. */
  listingTitle: string | null;
  message: string;
  threadPath: string;
}

/** A new message in a thread, for the other side; answered on the site, not by e-mail. */
export const conversationMessage = defineTemplate<ConversationMessageProps>({
  audience: "member",
  subject: ({ senderName, listingTitle }) =>
    listingTitle ? `${senderName} wrote about ${listingTitle}` : `New message from ${senderName}`,
  body: ({ name, senderName, listingTitle, message, threadPath }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        {senderName} wrote to you{listingTitle ? ` about ${listingTitle}` : ""}:
      </Paragraph>
      <Quote>{message}</Quote>
      <Action href={site.url(threadPath)} label="Reply in the conversation" />
    </>
  ),
  unsubscribe: noticesTopic,
});

interface TourUpdateProps extends NoticeProps {
  listingTitle: string | null;
  /** What happened, as one sentence, e.g. "Rita proposed another time: Tue, Dec 1, afternoon." */
  summary: string;
  reason: string | null;
  threadPath: string;
}

/** A tour proposed, declined or cancelled by the other side. */
export const tourUpdate = defineTemplate<TourUpdateProps>({
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
export const tourConfirmed = defineTemplate<TourConfirmedProps>({
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
