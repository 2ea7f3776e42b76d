import { CONTACT_WAY_LABELS, type ContactWay } from "@/shared/leads";
import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import { NOTIFICATIONS_PATH, type NoticeProps, noticesTopic } from "../notice-mail";
import { type NewNotification, preview } from "../texts";

// A message for a realtor or a listed professional: a Contact Agent message about a listing or a
// directory Contact message. In the app it names the sender; the e-mail carries the whole message.
// Preference topic: notices.

const propertyLink = (propertyId: string) => `/property/${propertyId}`;

/** Who wrote, as the person gave it: "Ada Lovelace (555 0100)". */
interface Sender {
  name: string;
  email: string;
  phone?: string | null;
  contactWay?: ContactWay | null;
}
const named = ({ name, phone }: Sender) => (phone ? `${name} (${phone})` : name);

/** For the realtor, when someone sends a Contact Agent message about their listing. */
export function inquiryReceivedNotification(
  property: { id: string; title: string },
  sender: Sender,
  message: string,
): NewNotification {
  return {
    kind: "inquiry_received",
    title: `New message about ${property.title}`,
    body: `${named(sender)}: ${preview(message)}`,
    link: propertyLink(property.id),
  };
}

/**
 * For a listed professional, when someone writes through the directory: who wrote, how to reach
 * them and the start of the message; `link` opens the thread it started.
 */
export function directoryMessageNotification(
  sender: Sender,
  message: string,
  link: string,
): NewNotification {
  return {
    kind: "directory_message",
    title: `New message from ${sender.name}`,
    body: `${sender.phone ? `${sender.email}, ${sender.phone}` : sender.email}: ${preview(message)}`,
    link,
  };
}

/** The e-mail's words for a message written with the contact form. */
export function messageReceivedProps(
  sender: Sender & { message: string },
  listingTitle?: string,
  threadPath?: string,
): Omit<MessageProps, keyof NoticeProps> {
  return {
    senderName: sender.name,
    senderEmail: sender.email,
    senderPhone: sender.phone || null,
    contactWay: sender.contactWay ?? null,
    message: sender.message,
    ...(listingTitle ? { listingTitle } : {}),
    ...(threadPath ? { threadPath } : {}),
  };
}

interface MessageProps extends NoticeProps {
  senderName: string;
  senderEmail: string;
  /** Optional on the form; absent from messages queued before phones were shown. */
  senderPhone?: string | null;
  contactWay?: ContactWay | null;
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
  body: (props, site) => (
    <>
      <Paragraph>Hi {props.name},</Paragraph>
      <Paragraph>
        {props.senderName} wrote to you{props.listingTitle ? ` about ${props.listingTitle}` : ""}:
      </Paragraph>
      <Quote>{props.message}</Quote>
      <Paragraph>
        Email: {props.senderEmail}
        {props.senderPhone ? ` · Phone: ${props.senderPhone}` : ""}
        {props.contactWay ? ` · Prefers: ${CONTACT_WAY_LABELS[props.contactWay]}` : ""}
      </Paragraph>
      {props.threadPath ? (
        <>
          <Paragraph>
            Answer them in your inbox, or reply to this e-mail to write to {props.senderEmail}.
          </Paragraph>
          <Action href={site.url(props.threadPath)} label="Open the conversation" />
        </>
      ) : (
        <>
          <Paragraph>
            Reply to this e-mail to answer them at {props.senderEmail}, or read it with your other
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
