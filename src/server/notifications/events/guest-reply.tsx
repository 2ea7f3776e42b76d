import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";

// A realtor's answer to a visitor who wrote without an account: e-mail is the only way to reach
// them. It is the answer to their own message, so it goes whatever the address (audience
// "requested"), and its link opens the thread without signing in; where the site takes inbound
// mail, replying to it writes in the thread.

interface GuestReplyProps {
  guestName: string;
  realtorName: string;
  /** Null for a directory message, or once the listing was deleted. */
  listingTitle: string | null;
  message: string;
  /** The thread's signed link (see guestThreadPath). */
  threadLink: string;
  /** Where an e-mail reply reaches the thread, when the site takes inbound mail. */
  replyAddress?: string | null;
}

export const guestReplyMail = defineTemplate<GuestReplyProps>({
  audience: "requested",
  subject: ({ realtorName, listingTitle }) =>
    listingTitle ? `${realtorName} answered about ${listingTitle}` : `${realtorName} answered you`,
  body: ({ guestName, realtorName, listingTitle, message, threadLink, replyAddress }, site) => (
    <>
      <Paragraph>Hi {guestName},</Paragraph>
      <Paragraph>
        {realtorName} answered your message{listingTitle ? ` about ${listingTitle}` : ""}:
      </Paragraph>
      <Quote>{message}</Quote>
      <Paragraph>
        {replyAddress ? "Reply to this e-mail, or use its link to read the conversation. " : ""}
        Keep this e-mail: its link opens your conversation without an account, so anyone you forward
        it to can read it too.
      </Paragraph>
      <Action href={site.url(threadLink)} label="Read and reply" />
    </>
  ),
  replyTo: ({ realtorName, replyAddress }) =>
    replyAddress ? { name: realtorName, address: replyAddress } : undefined,
});
