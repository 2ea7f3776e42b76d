import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  RESPONSE_TIME_DAYS,
  RESPONSE_TIME_MIN_THREADS,
  type ResponseTime,
} from "@/shared/conversations";
import { conversations } from "../platform/db/schema";

/**
 * A realtor's threads opened in the last RESPONSE_TIME_DAYS that count (decision 024): answered
 * ones, and unanswered ones once a day old, which count with the time they have waited so far.
 */
function countedThreads(realtorId: SQL | AnyPgColumn) {
  return sql`from ${conversations} where ${conversations.realtorId} = ${realtorId}
    and ${conversations.createdAt} > now() - make_interval(days => ${RESPONSE_TIME_DAYS})
    and (${conversations.realtorFirstReplyAt} is not null or ${conversations.createdAt} < now() - interval '1 day')`;
}

const minutesToReply = sql`extract(epoch from coalesce(${conversations.realtorFirstReplyAt}, now()) - ${conversations.createdAt}) / 60`;

/** How many threads count, and their median minutes to the realtor's first reply (null: none). */
export function responseStats(realtorId: SQL | AnyPgColumn) {
  return sql<{ threads: number; median: number | null }>`(select json_build_object(
    'threads', count(*),
    'median', round(percentile_cont(0.5) within group (order by ${minutesToReply}))
  ) ${countedThreads(realtorId)})`;
}

/** The public figure: null below RESPONSE_TIME_MIN_THREADS threads. */
export function toResponseTime(stats: {
  threads: number;
  median: number | null;
}): ResponseTime | null {
  if (stats.threads < RESPONSE_TIME_MIN_THREADS || stats.median === null) return null;
  return { medianMinutes: Number(stats.median), threads: Number(stats.threads) };
}
