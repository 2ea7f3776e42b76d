import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { RESPONSE_TIME_DAYS, type ResponseTime } from "@/shared/response-time";
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

/**
 * How many threads count, how many of them the realtor answered, and their median minutes to the
 * realtor's first reply (null: none).
 */
export function responseStats(realtorId: SQL | AnyPgColumn) {
  return sql<ResponseStats>`(select json_build_object(
    'threads', count(*),
    'answered', count(${conversations.realtorFirstReplyAt}),
    'median', round(percentile_cont(0.5) within group (order by ${minutesToReply}))
  ) ${countedThreads(realtorId)})`;
}

export interface ResponseStats {
  threads: number;
  answered: number;
  median: number | null;
}

/** The public figure, from the first answered thread on: null before. */
export function toResponseTime(stats: ResponseStats): ResponseTime | null {
  if (Number(stats.answered) < 1 || stats.median === null) return null;
  return { medianMinutes: Number(stats.median), threads: Number(stats.threads) };
}
