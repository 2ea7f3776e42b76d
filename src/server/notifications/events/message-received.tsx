import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import { NOTIFICATIONS_PATH, type NoticeProps, noticesTopic } from "../notice-mail";
import { type NewNotification, preview } from "../texts";

// A message for a realtor or a listed professional: a Contact Agent message about a listing or a
// directory Contact message. In the app it names the sender; the e-mail carries the whole message.
// Preference topic: notices.

const propertyLink = (propertyId: string) => `/property/${propertyId}`;

/** For the realtor, when someone sends a Contact Agent message about their listing. */
export function inquiryReceivedNotification(
  property: { id: string; title: string },
  senderName: string,
  message: string,
): NewNotification {
  return {
    kind: "inquiry_received",
    title: `New message about ${property.title}`,
    body: `${senderName}: ${preview(message)}`,
    link: propertyLink(property.id),
  };
}

/**
 * For a listed professional, when someone writes through the directory: who wrote, the address to
 * answer (there is no inbox to reply from) and the start of the message.
 */
export function directoryMessageNotification(
  senderName: string,
  email: string,
  message: string,
): NewNotification {
  return {
    kind: "directory_message",
    title: `New message from ${senderName}`,
    body: `${email}: ${preview(message)}`,
    link: null,
  };
}

interface MessageProps extends NoticeProps {
  senderName: string;
  senderEmail: string;
  /** The listing a Contact Agent message is about; unset for a directory Contact message. */
  listingTitle?: string;
  message: string;
  /** Where to answer: a signed-in member's message opens their thread. */
  threadPath?: string;
}

export const messageReceivedMail = defineTemplate<MessageProps>({
  audience: "member",
  subject: ({ senderName, listingTitle }) =>
    listingTitle ? `New message about ${listingTitle}` : `New message from ${senderName}`,
  body: ({ name, senderName, senderEmail, listingTitle, message, threadPath }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        {senderName} ({senderEmail}) wrote to you{listingTitle ? ` about ${listingTitle}` : ""}:
      </Paragraph>
      <Quote>{message}</Quote>
      {threadPath ? (
        <>
          <Paragraph>
            Answer them in your inbox, or reply to this e-mail to write to {senderEmail}.
          </Paragraph>
          <Action href={site.url(threadPath)} label="Open the conversation" />
        </>
      ) : (
        <>
          <Paragraph>
            Reply to this e-mail to answer them at {senderEmail}, or read it with your other
            messages.
          </Paragraph>
          <Action href={site.url(NOTIFICATIONS_PATH)} label="Open my notifications" />
        </>
      )}
    </>
  ),
  unsubscribe: noticesTopic,
  // Replying to the e-mail answers the sender, as the directory has no inbox to reply from.
  replyTo: ({ senderName, senderEmail }) => ({ name: senderName, address: senderEmail }),
});
