import { type SQL, sql } from "drizzle-orm";
import type { AnalyticsSubject } from "@/shared/analytics";
import { REEL_COMPLETION_SHARE } from "@/shared/analytics";
import type { Database } from "../platform/db/client";
import { analyticsDaily } from "../platform/db/schema";
import { utcDay } from "./day";

/** The counters a server-side event raises by one. */
export type EventCounter = "saves" | "shares" | "leads" | "tours";

const subjectDay = (kind: AnalyticsSubject, id: string, now: Date) => ({
  subjectKind: kind,
  subjectId: id,
  day: utcDay(now),
});

/** Where each kind of subject lives and whose it is. */
const SUBJECT_TABLES: Record<AnalyticsSubject, { table: SQL; owner: SQL }> = {
  listing: { table: sql`properties`, owner: sql`realtor_id` },
  reel: { table: sql`reels`, owner: sql`author_id` },
};

/**
 * Adds one to a counter of the subject's day by one upsert: atomic, so several servers (and
 * the transaction of the event that caused it) never lose a count. Nothing is counted when the
 * subject is gone or `actorId` is its own realtor (their own save or share is no audience).
 */
export async function countEvent(
  db: Database,
  kind: AnalyticsSubject,
  id: string,
  counter: EventCounter,
  actorId: string | null,
  now = new Date(),
): Promise<void> {
  const { table, owner } = SUBJECT_TABLES[kind];
  const column = sql.identifier(counter);
  await db.execute(sql`
    insert into analytics_daily (subject_kind, subject_id, day, ${column})
    select ${kind}, s.id, ${utcDay(now)}, 1 from ${table} s
    where s.id = ${id} and (${actorId}::text is null or s.${owner} is distinct from ${actorId})
    on conflict (subject_kind, subject_id, day) do update
      set ${column} = analytics_daily.${column} + 1
  `);
}

/**
 * One view; a unique visitor too when `visitorHash` is new today. The visitor's row and the
 * count are one statement, so two servers seeing the same visitor at once count them once.
 */
export async function countView(
  db: Database,
  kind: AnalyticsSubject,
  id: string,
  visitorHash: string,
  now = new Date(),
): Promise<void> {
  const day = utcDay(now);
  await db.execute(sql`
    with fresh as (
      insert into analytics_visitors (day, hash) values (${day}, ${visitorHash})
      on conflict do nothing
      returning 1
    )
    insert into analytics_daily (subject_kind, subject_id, day, views, visitors)
    values (${kind}, ${id}, ${day}, 1, (select count(*)::int from fresh))
    on conflict (subject_kind, subject_id, day) do update
      set views = analytics_daily.views + 1,
        visitors = analytics_daily.visitors + excluded.visitors
  `);
}

/** How far one play of a reel got (0 to 1); from REEL_COMPLETION_SHARE on it counts as completed. */
export async function countWatch(
  db: Database,
  reelId: string,
  watched: number,
  now = new Date(),
): Promise<void> {
  const permille = Math.round(watched * 1000);
  const completed = watched >= REEL_COMPLETION_SHARE ? 1 : 0;
  await db
    .insert(analyticsDaily)
    .values({
      ...subjectDay("reel", reelId, now),
      plays: 1,
      watchedPermille: permille,
      completions: completed,
    })
    .onConflictDoUpdate({
      target: [analyticsDaily.subjectKind, analyticsDaily.subjectId, analyticsDaily.day],
      set: {
        plays: sql`${analyticsDaily.plays} + 1`,
        watchedPermille: sql`${analyticsDaily.watchedPermille} + ${permille}`,
        completions: sql`${analyticsDaily.completions} + ${completed}`,
      },
    });
}
