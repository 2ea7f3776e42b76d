import { type AnyColumn, count, eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  type AdminStats,
  type AdminTimeframe,
  type StatCard,
  TIMEFRAME_DAYS,
} from "@/shared/admin-overview";
import { percentChange } from "@/shared/percent-change";
import type { Database } from "../platform/db/client";
import { accessRequests, blogPosts, properties, reels, user } from "../platform/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rolling windows of a timeframe: [previousStart, currentStart) and [currentStart, now]. */
function timeframeWindows(timeframe: AdminTimeframe, now: Date) {
  const length = TIMEFRAME_DAYS[timeframe] * DAY_MS;
  return {
    currentStart: new Date(now.getTime() - length),
    previousStart: new Date(now.getTime() - 2 * length),
  };
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Counts with `filter`, so one scan answers the total and both periods (and any extras). */
function periodCounts(column: AnyColumn, windows: ReturnType<typeof timeframeWindows>) {
  return {
    total: count(),
    current: sql<number>`(count(*) filter (where ${column} >= ${at(windows.currentStart)}))::int`,
    previous: sql<number>`(count(*) filter (where ${column} >= ${at(windows.previousStart)} and ${column} < ${at(windows.currentStart)}))::int`,
  };
}

function card(row: { total: number; current: number; previous: number } | undefined): StatCard {
  const total = row?.total ?? 0;
  const current = row?.current ?? 0;
  const previous = row?.previous ?? 0;
  return { total, current, previous, change: percentChange(current, previous) };
}

async function countPeriods(
  db: Database,
  table: PgTable,
  column: AnyColumn,
  windows: ReturnType<typeof timeframeWindows>,
  where?: SQL,
) {
  const [row] = await db.select(periodCounts(column, windows)).from(table).where(where);
  return row;
}

/**
 * The dashboard's live figures for the chosen timeframe. Blog articles are published
 * posts, placed in a period by when they were published: a draft written last month and published
 * today is a new article today.
 */
export async function adminStats(
  db: Database,
  timeframe: AdminTimeframe,
  now = new Date(),
): Promise<AdminStats> {
  const windows = timeframeWindows(timeframe, now);
  const [users, listings, reelRows, posts, pending] = await Promise.all([
    countPeriods(db, user, user.createdAt, windows),
    db
      .select({
        ...periodCounts(properties.createdAt, windows),
        featured: sql<number>`(count(*) filter (where ${properties.isFeatured}))::int`,
      })
      .from(properties)
      .then(([row]) => row),
    countPeriods(db, reels, reels.createdAt, windows),
    countPeriods(db, blogPosts, blogPosts.publishedAt, windows, eq(blogPosts.status, "published")),
    db
      .select({ n: count() })
      .from(accessRequests)
      .where(eq(accessRequests.status, "pending"))
      .then(([row]) => row?.n ?? 0),
  ]);
  const listingsCard = card(listings);
  const usersCard = card(users);
  return {
    timeframe,
    generatedAt: now.toISOString(),
    cards: {
      users: usersCard,
      properties: listingsCard,
      reels: card(reelRows),
      blogArticles: card(posts),
    },
    recentSignups: usersCard.current,
    pendingRequests: pending,
    newListings: listingsCard.current,
    featured: listings?.featured ?? 0,
  };
}
