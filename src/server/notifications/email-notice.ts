import type { Database } from "../platform/db/client";
import type { AppMailer, MailKind, MailProps } from "./events";
import { readMailPreferences } from "./mail-preferences";
import type { NoticeProps } from "./notice-mail";

/** The kinds of e-mail addressed to a member about something that happened to them. */
type NoticeKind = {
  [K in MailKind]: MailProps<K> extends NoticeProps ? K : never;
}[MailKind];

/** A notice's own words; the greeting and the unsubscribe subject come from the recipient. */
export type NoticeMail = {
  [K in NoticeKind]: { kind: K; props: Omit<MailProps<K>, keyof NoticeProps> };
}[NoticeKind];

/**
 * E-mails a member about an event at once, unless they turned e-mail notifications off. Pass the
 * event's transaction: the message is queued only if the event is stored.
 */
export async function emailNotice(
  tx: Database,
  mailer: AppMailer,
  memberId: string,
  { kind, props }: NoticeMail,
): Promise<void> {
  const member = await readMailPreferences(tx, memberId);
  if (!member?.settings.emailNotifications) return;
  const full = { ...props, name: member.name, memberId } as MailProps<typeof kind>;
  await mailer.enqueue(kind, member.email, full, tx);
}
