import { type SQL, sql } from "drizzle-orm";
import type { ReviewStats } from "@/shared/reviews";
import type { Database } from "../platform/db/client";
import { reviews } from "../platform/db/schema";

/**
 * The count and average of a professional's visible reviews, as correlated subqueries on the
 * partial index of visible reviews (decision 047): cards and sorting read them live, so a
 * hidden review leaves every figure at once and nothing needs keeping in step.
 */
export function reviewCountOf(subjectId: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${reviews} where ${reviews.subjectId} = ${subjectId} and ${reviews.hiddenAt} is null)`;
}

export function reviewAverageOf(subjectId: SQL): SQL<number | null> {
  return sql<
    number | null
  >`(select round(avg(${reviews.stars}), 1)::float8 from ${reviews} where ${reviews.subjectId} = ${subjectId} and ${reviews.hiddenAt} is null)`;
}

/** One professional's figures. */
export async function reviewStats(db: Database, subjectId: string): Promise<ReviewStats> {
  const [row] = await db
    .select({
      count: reviewCountOf(sql`${subjectId}`),
      average: reviewAverageOf(sql`${subjectId}`),
    })
    .from(sql`(select 1) as one`);
  return { count: Number(row?.count ?? 0), average: row?.average ?? null };
}
