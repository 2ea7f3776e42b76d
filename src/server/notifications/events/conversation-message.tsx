import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import { type NoticeProps, noticesTopic } from "../notice-mail";
import { type NewNotification, preview } from "../texts";

// A new message in a lead-inbox thread, for the other side: in the app and by e-mail.
// Preference topic: notices.

/** In the app: who wrote, about which listing, and the start of the message. */
export function conversationMessageNotification(
  senderName: string,
  listingTitle: string | null,
  message: string,
  threadPath: string,
): NewNotification {
  return {
    kind: "conversation_message",
    title: listingTitle
      ? `${senderName} wrote about ${listingTitle}`
      : `New message from ${senderName}`,
    body: preview(message),
    link: threadPath,
  };
}

interface ConversationMessageProps extends NoticeProps {
  senderName: string;
  /** Null once the listing was deleted. */
  listingTitle: string | null;
  message: string;
  threadPath: string;
}

/** A new message in a thread, for the other side; answered on the site, not by e-mail. */
export const conversationMessageMail = defineTemplate<ConversationMessageProps>({
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
