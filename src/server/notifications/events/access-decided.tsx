import type { AccessRequestType } from "@/shared/schemas/access-requests";
import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import type { NoticeProps } from "../notice-mail";
import type { NewNotification } from "../texts";

// An administrator approves or rejects an access request. The answer to the reader's own request:
// the e-mail has no preference topic and no unsubscribe link (it is not unsolicited).

/** Where an approved professional reviews the directory card made from their request. */
const DIRECTORY_SETTINGS_LINK = "/dashboard?tab=settings&section=directory";

/** In the app, an approved realtor or photographer access request. */
export function accessApprovedNotification(type: AccessRequestType): NewNotification {
  const directory = type === "realtor" ? "Find a Realtor" : "Real Estate Photographers";
  return {
    kind: "access_request_approved",
    title: `Your ${type} access request was approved`,
    body: `You now have ${type} access, and your card is listed in ${directory} with the details you submitted. Review and complete it in your settings.`,
    link: DIRECTORY_SETTINGS_LINK,
  };
}

/** In the app, a rejected access request, with the administrator's reason. */
export function accessRejectedNotification(
  type: AccessRequestType,
  reason: string,
): NewNotification {
  return {
    kind: "access_request_rejected",
    title: `Your ${type} access request was not approved`,
    body: `An administrator reviewed your request and could not approve it this time. The reason given: ${reason} You are welcome to send a new request with updated details.`,
    link: "/profile",
  };
}

interface AccessDecisionProps extends NoticeProps {
  requestType: AccessRequestType;
  approved: boolean;
  /** Why a rejection was made, as the administrator wrote it. */
  reason: string;
}

export const accessDecidedMail = defineTemplate<AccessDecisionProps>({
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
