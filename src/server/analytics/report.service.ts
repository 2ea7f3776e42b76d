import { type SQL, sql } from "drizzle-orm";
import {
  ANALYTICS_TOP_ITEMS,
  type AnalyticsCounts,
  type AnalyticsItem,
  type AnalyticsRange,
  type AnalyticsReport,
  type AnalyticsSubject,
} from "@/shared/analytics";
import type { Database } from "../platform/db/client";
import { rawRows } from "../platform/db/raw-rows";
import { utcDay, utcDayBefore } from "./day";

/** Whose numbers: one account's listings and reels, or the whole site's. */
export type ReportScope = { ownerId: string } | "site";

const COLUMNS = [
  "views",
  "visitors",
  "saves",
  "shares",
  "leads",
  "tours",
  "plays",
  "watched_permille",
  "completions",
] as const;
type CountRow = Record<(typeof COLUMNS)[number], number>;

/** `template` for each counter column, joined into a select list. */
const eachColumn = (template: (column: string) => string) =>
  sql.raw(COLUMNS.map(template).join(", "));

/** The sums of a group of analytics_daily rows (`d`), zero when there are none. */
const SUMS = eachColumn((column) => `coalesce(sum(d.${column}), 0)::int as ${column}`);

function toCounts(row: CountRow): AnalyticsCounts {
  const plays = Number(row.plays);
  return {
    views: Number(row.views),
    visitors: Number(row.visitors),
    saves: Number(row.saves),
    shares: Number(row.shares),
    leads: Number(row.leads),
    tours: Number(row.tours),
    plays,
    averageWatched: plays ? Number(row.watched_permille) / 1000 / plays : null,
    completionRate: plays ? Number(row.completions) / plays : null,
  };
}

/** The rows of analytics_daily (`d`) a report reads: the scope's subjects, or one of them. */
function subjectFilter(scope: ReportScope, selected: AnalyticsReport["selected"]): SQL {
  if (selected) return sql`d.subject_kind = ${selected.kind} and d.subject_id = ${selected.id}`;
  if (scope === "site") return sql`true`;
  return sql`(
    (d.subject_kind = 'listing'
      and d.subject_id in (select id from properties where realtor_id = ${scope.ownerId}))
    or (d.subject_kind = 'reel'
      and d.subject_id in (select id from reels where author_id = ${scope.ownerId})))`;
}

/** Every listing and reel of the account, with the range's totals, most viewed first. */
async function ownItems(db: Database, ownerId: string, from: string, to: string) {
  const joined = (kind: AnalyticsSubject) =>
    sql`left join analytics_daily d on d.subject_kind = ${kind} and d.subject_id = s.id
      and d.day between ${from} and ${to}`;
  return rawRows<CountRow & { kind: AnalyticsSubject; id: string; title: string }>(
    db,
    sql`
    select 'listing' as kind, s.id::text as id, s.title, ${SUMS}
    from properties s ${joined("listing")} where s.realtor_id = ${ownerId} group by s.id
    union all
    select 'reel' as kind, s.id::text as id, s.title, ${SUMS}
    from reels s ${joined("reel")} where s.author_id = ${ownerId} group by s.id
    order by views desc, title, id
  `,
  );
}

/** The site's most viewed listings and reels of the range (gone ones left out). */
async function topItems(db: Database, from: string, to: string) {
  return rawRows<CountRow & { kind: AnalyticsSubject; id: string; title: string }>(
    db,
    sql`
    with top as (
      select d.subject_kind as kind, d.subject_id as id, ${SUMS}
      from analytics_daily d where d.day between ${from} and ${to}
      group by d.subject_kind, d.subject_id
      order by views desc, d.subject_kind, d.subject_id
      limit ${ANALYTICS_TOP_ITEMS}
    )
    select top.kind, top.id::text as id, coalesce(p.title, r.title) as title,
      ${eachColumn((column) => `top.${column}`)}
    from top
    left join properties p on top.kind = 'listing' and p.id = top.id
    left join reels r on top.kind = 'reel' and r.id = top.id
    where coalesce(p.title, r.title) is not null
    order by top.views desc, title, id
  `,
  );
}

/**
 * A report of the last `days` UTC days, today last: the daily series (of one item, or of all the
 * scope's), the totals, and the items with their totals.
 */
export async function analyticsReport(
  db: Database,
  scope: ReportScope,
  days: AnalyticsRange,
  selected: AnalyticsReport["selected"],
  now = new Date(),
): Promise<AnalyticsReport> {
  const to = utcDay(now);
  const from = utcDayBefore(now, days - 1);
  const [seriesRows, itemRows] = await Promise.all([
    rawRows<CountRow & { day: string }>(
      db,
      sql`
      with days as (
        select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day
      ),
      counts as (
        select d.day, ${SUMS} from analytics_daily d
        where d.day between ${from} and ${to} and ${subjectFilter(scope, selected)}
        group by d.day
      )
      select to_char(days.day, 'YYYY-MM-DD') as day, ${eachColumn((column) => `coalesce(counts.${column}, 0) as ${column}`)}
      from days left join counts using (day)
      order by days.day
    `,
    ),
    scope === "site" ? topItems(db, from, to) : ownItems(db, scope.ownerId, from, to),
  ]);
  const series = seriesRows.map((row) => ({ day: row.day, ...toCounts(row) }));
  const totalRow = Object.fromEntries(
    COLUMNS.map((column) => [
      column,
      seriesRows.reduce((sum, row) => sum + Number(row[column]), 0),
    ]),
  ) as CountRow;
  const items: AnalyticsItem[] = itemRows.map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    totals: toCounts(row),
  }));
  return { days, selected, series, totals: toCounts(totalRow), items };
}
