import { Action, Paragraph, Quote } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import { type NoticeProps, noticesTopic } from "../notice-mail";

// An administrator suspends an account or lifts its suspension: by e-mail only, as the member
// may not sign in to read it. Preference topic: notices.

interface SuspensionProps extends NoticeProps {
  suspended: boolean;
  reason: string | null;
}

export const accountSuspensionMail = defineTemplate<SuspensionProps>({
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
