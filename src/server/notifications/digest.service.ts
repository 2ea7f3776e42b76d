import {
  and,
  count,
  desc,
  eq,
  gt,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Database } from "../platform/db/client";
import { notifications, profiles, user } from "../platform/db/schema";
import { mayReceiveMemberMail } from "../platform/mail/recipients";
import { ensureProfileRow } from "../profiles/profiles.service";
import { type DigestFrequency, digestPeriod } from "./digest-period";
import type { AppMailer } from "./events";
import { mailPreferenceColumns, toMailPreferences } from "./mail-preferences";

/** How many notifications a digest lists; the rest are counted ("…and 4 more"). */
const DIGEST_ITEMS = 10;

const FREQUENCIES: DigestFrequency[] = ["daily", "weekly", "monthly"];

// The epoch stands for "never had a digest": every unread notification is news.
const lastDigest = sql`coalesce(${profiles.lastDigestAt}, 'epoch'::timestamptz)`;

/** Unread notifications of the member made since their last digest. */
const unreadSince = (memberId: string | SQLWrapper, since: Date | SQLWrapper): SQL =>
  and(
    eq(notifications.userId, memberId),
    isNull(notifications.readAt),
    gt(notifications.createdAt, since),
  ) as SQL;

/**
 * Members due a digest at `now`: a frequency other than never, e-mail notifications on, a
 * confirmed address, not suspended, no digest yet in the current period of their frequency, and something unread since
 * their last one. A member without a profile row has the defaults (daily, notifications on).
 */
async function dueMembers(db: Database, now: Date) {
  const startOf = Object.fromEntries(
    FREQUENCIES.map((frequency) => [frequency, digestPeriod(frequency, now).start]),
  ) as Record<DigestFrequency, Date>;
  const frequency = sql`coalesce(${profiles.emailFrequency}, 'daily')`;
  const periodStart = sql`case ${frequency} when 'daily' then ${startOf.daily}::timestamptz
    when 'weekly' then ${startOf.weekly}::timestamptz else ${startOf.monthly}::timestamptz end`;
  return db
    .select({ ...mailPreferenceColumns, lastDigestAt: profiles.lastDigestAt })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(
      and(
        ne(frequency, "never"),
        sql`coalesce((${profiles.notificationSettings}->>'emailNotifications')::boolean, true)`,
        // The mailer would drop the rest; leaving them out keeps their period unclaimed.
        mayReceiveMemberMail(now),
        sql`${lastDigest} < ${periodStart}`,
        sql`exists (select 1 from ${notifications} where ${unreadSince(user.id, lastDigest)})`,
      ),
    );
}

/**
 * The digest run: e-mails each due member the unread notifications since their
 * last digest, and returns who was sent one. Each member is claimed by a conditional update of
 * last_digest_at in the transaction that queues their message, so two runs (two instances, or a
 * retried job) never send one member two digests for one period. `now` is a parameter so tests
 * run a day, a week or a month later without waiting for the schedule.
 */
export async function sendDueDigests(
  db: Database,
  mailer: AppMailer,
  now: Date,
): Promise<string[]> {
  const sent: string[] = [];
  for (const row of await dueMembers(db, now)) {
    const member = toMailPreferences(row);
    const frequency = member.emailFrequency as DigestFrequency;
    const period = digestPeriod(frequency, now);
    const since = row.lastDigestAt ?? new Date(0);
    const claimed = await db.transaction(async (tx) => {
      await ensureProfileRow(tx, member);
      const [won] = await tx
        .update(profiles)
        .set({ lastDigestAt: now })
        .where(
          and(
            eq(profiles.id, member.id),
            or(isNull(profiles.lastDigestAt), lt(profiles.lastDigestAt, period.start)),
          ),
        )
        .returning({ id: profiles.id });
      if (!won) return false;
      const unread = unreadSince(member.id, since);
      const items = await tx
        .select({ title: notifications.title, body: notifications.body, link: notifications.link })
        .from(notifications)
        .where(unread)
        .orderBy(desc(notifications.createdAt))
        .limit(DIGEST_ITEMS);
      const [total] = await tx.select({ n: count() }).from(notifications).where(unread);
      await mailer.enqueue(
        "notice-digest",
        member.email,
        {
          name: member.name,
          memberId: member.id,
          frequency,
          items,
          more: (total?.n ?? items.length) - items.length,
        },
        tx,
        // Effective only on a queue policy that keys jobs (see queue.ts); the claim above is
        // what makes the digest once per period either way.
        { singletonKey: `digest:${member.id}:${period.key}` },
      );
      return true;
    });
    if (claimed) sent.push(member.id);
  }
  return sent;
}
