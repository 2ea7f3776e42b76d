import type { AccessRequestType } from "@/shared/schemas/access-requests";
import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";

/** Who a notice is for: the greeting's name and the member an unsubscribe link turns off. */
export interface NoticeProps {
  name: string;
  memberId: string;
}

/** Where a realtor reads new messages and tour requests (the dashboard's Notifications tab). */
export const NOTIFICATIONS_PATH = "/dashboard?tab=notifications";

/** Notices the reader did not ask for: one click turns all of them off (emailNotifications). */
export const noticesTopic = ({ memberId }: NoticeProps) => ({
  topic: "notices" as const,
  subject: memberId,
});

interface MessageProps extends NoticeProps {
  senderName: string;
  senderEmail: string;
  /** The listing a Contact Agent message is about; unset for a directory Contact message. */
  listingTitle?: string;
  message: string;
  /** Where to answer: a signed-in member's message opens their thread. */
  threadPath?: string;
}

export const messageReceived = defineTemplate<MessageProps>({
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

interface TourProps extends NoticeProps {
  requesterName: string;
  listingTitle: string;
  /** The day as the notification shows it, e.g. "Saturday, November 28". */
  day: string;
  /** The window's label, e.g. "Morning (9–12)"; unset for requests from before windows. */
  window?: string;
  message: string | null;
  /** The thread the request opened, where the realtor answers it. */
  threadPath?: string;
}

export const tourRequested = defineTemplate<TourProps>({
  audience: "member",
  subject: ({ listingTitle }) => `Tour requested for ${listingTitle}`,
  body: ({ name, requesterName, listingTitle, day, window, message, threadPath }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        {requesterName} would like to tour {listingTitle} on {day}
        {window ? `, ${window}` : ""}.
      </Paragraph>
      {message ? <Quote>{message}</Quote> : null}
      {threadPath ? (
        <Action href={site.url(threadPath)} label="Accept, decline or propose another time" />
      ) : (
        <Action href={site.url(NOTIFICATIONS_PATH)} label="Open my notifications" />
      )}
    </>
  ),
  unsubscribe: noticesTopic,
});

interface AccessDecisionProps extends NoticeProps {
  requestType: AccessRequestType;
  approved: boolean;
  /** Why a rejection was made, as the administrator wrote it. */
  reason: string;
}

/** The answer to the reader's own request: no unsubscribe link (it is not unsolicited). */
export const accessDecided = defineTemplate<AccessDecisionProps>({
  audience: "member",
  subject: ({ requestType, approved }) =>
    approved
      ? `Your ${requestType} access request was approved`
      : `Your ${requestType} access request was not approved`,
  body: ({ name, requestType, approved, reason }, site) =>
    approved ? (
      <>
        <Paragraph>Hi {name},</Paragraph>
        <Paragraph>
          You now have {requestType} access, and your card is listed in the directory with the
          details you submitted. Review and complete it in your settings.
        </Paragraph>
        <Action
          href={site.url("/dashboard?tab=settings&section=directory")}
          label="Review my card"
        />
      </>
    ) : (
      <>
        <Paragraph>Hi {name},</Paragraph>
        <Paragraph>
          An administrator reviewed your {requestType} access request and could not approve it this
          time. The reason given:
        </Paragraph>
        <Quote>{reason}</Quote>
        <Paragraph>You are welcome to send a new request with updated details.</Paragraph>
        <Action href={site.url("/profile")} label="Open my profile" />
      </>
    ),
});

interface SuspensionProps extends NoticeProps {
  suspended: boolean;
  reason: string | null;
}

export const accountSuspension = defineTemplate<SuspensionProps>({
  audience: "standing",
  subject: ({ suspended }, site) =>
    suspended
      ? `Your ${site.name} account was suspended`
      : `Your ${site.name} account is active again`,
  body: ({ name, suspended, reason }, site) =>
    suspended ? (
      <>
        <Paragraph>Hi {name},</Paragraph>
        <Paragraph>
          An administrator suspended your account: you cannot sign in until it is lifted. The reason
          given:
        </Paragraph>
        <Quote>{reason ?? ""}</Quote>
        <Paragraph>To ask about it, answer through the site's contact page.</Paragraph>
        <Action href={site.url("/contact")} label="Contact us" />
      </>
    ) : (
      <>
        <Paragraph>Hi {name},</Paragraph>
        <Paragraph>Your account's suspension was lifted: you can sign in again.</Paragraph>
        <Action href={site.url("/profile")} label="Sign in" />
      </>
    ),
  unsubscribe: noticesTopic,
});
