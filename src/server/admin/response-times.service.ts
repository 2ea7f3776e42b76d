import { asc, desc, sql } from "drizzle-orm";
import { ADMIN_RESPONSE_TIMES_PAGE_SIZE, type RealtorResponseTime } from "@/shared/conversations";
import { activeAccountWithRole } from "../directory/directory-query";
import { responseStats, toResponseTime } from "../inbox/response-time";
import type { Database } from "../platform/db/client";
import { user } from "../platform/db/schema";
import { nameOrEmailPrefix } from "../users/display-name";

/** Every active realtor's response time, busiest first (the figure is null until they answered one). */
export async function listResponseTimes(
  db: Database,
  page: number,
): Promise<RealtorResponseTime[]> {
  const stats = responseStats(sql`${user.id}`);
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, stats })
    .from(user)
    .where(activeAccountWithRole("realtor"))
    .orderBy(desc(sql`(${stats}->>'threads')::int`), asc(user.name), asc(user.id))
    .limit(ADMIN_RESPONSE_TIMES_PAGE_SIZE)
    .offset((page - 1) * ADMIN_RESPONSE_TIMES_PAGE_SIZE);
  return rows.map((row) => ({
    realtorId: row.id,
    name: nameOrEmailPrefix(row),
    medianMinutes: toResponseTime(row.stats)?.medianMinutes ?? null,
    threads: Number(row.stats.threads),
  }));
}
