import { Link } from "@react-email/components";
import type { EmailFrequency } from "@/shared/schemas/profile";
import { Action, Paragraph } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";
import { NOTIFICATIONS_PATH, type NoticeProps } from "../notice-mail";

// The unread notifications of a member's period (daily, weekly or monthly), by e-mail in one
// message. Preference topic: digest.

interface DigestItem {
  title: string;
  body: string;
  /** An in-app path, or null when the notification opens nothing. */
  link: string | null;
}

interface DigestProps extends NoticeProps {
  frequency: Exclude<EmailFrequency, "never">;
  items: DigestItem[];
  /** Unread notifications beyond those listed. */
  more: number;
}

const PERIOD_WORD = { daily: "daily", weekly: "weekly", monthly: "monthly" } as const;

/** The periodic summary of unread notifications; one click sets the frequency to never. */
export const noticeDigestMail = defineTemplate<DigestProps>({
  audience: "member",
  subject: ({ items, more }, site) => {
    const total = items.length + more;
    return `${total} unread notification${total === 1 ? "" : "s"} on ${site.name}`;
  },
  body: ({ name, frequency, items, more }, site) => (
    <>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Here is your {PERIOD_WORD[frequency]} summary of what you have not read yet.
      </Paragraph>
      {items.map((item, index) => (
        // The list is drawn once, in this order: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Paragraph key={index}>
          {item.link ? <Link href={site.url(item.link)}>{item.title}</Link> : item.title}
          <br />
          {item.body}
        </Paragraph>
      ))}
      {more > 0 ? <Paragraph>…and {more} more.</Paragraph> : null}
      <Action href={site.url(NOTIFICATIONS_PATH)} label="Open my notifications" />
    </>
  ),
  unsubscribe: ({ memberId }) => ({ topic: "digest", subject: memberId }),
});
