import { sql } from "drizzle-orm";
import type { AdminAnalytics } from "@/shared/admin-overview";
import type { Database } from "../platform/db/client";
import { rawRows } from "../platform/db/raw-rows";

interface WeekRow {
  week_start: string;
  signups: number;
  listings: number;
  posts: number;
}

/**
 * Signups, new listings and published posts per week, the last `weeks` weeks up to the current
 * one, oldest first. Weeks run Monday to Sunday in UTC (date_trunc('week') is ISO); the series
 * makes every week appear, zero when nothing happened. Each count reads only the rows since the
 * first week through the created_at (or published) index.
 */
export async function weeklyAnalytics(
  db: Database,
  weeks: number,
  now = new Date(),
): Promise<AdminAnalytics> {
  const rows = await rawRows<WeekRow>(
    db,
    sql`
    with bounds as (
      select date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') as last_week
    ),
    series as (
      select generate_series(
        (select last_week from bounds) - (${weeks - 1}::int * interval '1 week'),
        (select last_week from bounds),
        interval '1 week'
      ) as week_start
    ),
    since as (select (min(week_start) at time zone 'UTC') as ts from series),
    signups as (
      select date_trunc('week', created_at at time zone 'UTC') as week_start, count(*)::int as n
      from "user" where created_at >= (select ts from since) group by 1
    ),
    listings as (
      select date_trunc('week', created_at at time zone 'UTC') as week_start, count(*)::int as n
      from properties where created_at >= (select ts from since) group by 1
    ),
    posts as (
      select date_trunc('week', published_at at time zone 'UTC') as week_start, count(*)::int as n
      from blog_posts
      where status = 'published' and published_at >= (select ts from since) group by 1
    )
    select to_char(series.week_start, 'YYYY-MM-DD') as week_start,
      coalesce(signups.n, 0) as signups,
      coalesce(listings.n, 0) as listings,
      coalesce(posts.n, 0) as posts
    from series
    left join signups using (week_start)
    left join listings using (week_start)
    left join posts using (week_start)
    order by series.week_start
  `,
  );
  return {
    weeks: rows.map((row) => ({
      weekStart: row.week_start,
      signups: Number(row.signups),
      listings: Number(row.listings),
      posts: Number(row.posts),
    })),
  };
}
