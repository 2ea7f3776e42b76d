import { desc, isNotNull } from "drizzle-orm";
import { ANALYTICS_RANGES, type AnalyticsSubject } from "@/shared/analytics";
import { analyticsDaily, properties, reels } from "../platform/db/schema";
import type { SeedContext, Seeder } from "./seeder";

/** How many of the realtors' listings get a history: the first pages of any realtor's list. */
const DEMO_LISTINGS = 60;
const DAYS = Math.max(...ANALYTICS_RANGES);
const BATCH = 1000;

/** Past numbers for the realtors' newest listings and every reel; runs after both. */
export const demoAnalyticsSeeder: Seeder = {
  name: "demo-analytics",
  run: (ctx) => seedDemoAnalytics(ctx),
};

/** A fixed pseudo-random share (0 to 1) of subject `i` on day `d`: the same demo every time. */
const noise = (i: number, d: number) =>
  ((Math.imul(i + 1, 2654435761) ^ Math.imul(d + 1, 40503)) >>> 0) / 4294967296;

/** One subject's day: busier at weekends, some subjects busier than others. */
function dayRow(kind: AnalyticsSubject, id: string, day: string, i: number, d: number) {
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? 1.6 : 1;
  const views = Math.round((2 + (i % 9)) * weekend * (0.4 + noise(i, d)));
  const share = noise(d, i);
  const plays = kind === "reel" ? Math.round(views * 0.8) : 0;
  return {
    subjectKind: kind,
    subjectId: id,
    day,
    views,
    visitors: Math.ceil(views * 0.75),
    saves: share < 0.25 ? 1 : 0,
    shares: share > 0.85 ? 1 : 0,
    leads: kind === "listing" && share > 0.93 ? 1 : 0,
    tours: kind === "listing" && share < 0.04 ? 1 : 0,
    plays,
    watchedPermille: Math.round(plays * (400 + 500 * share)),
    completions: Math.round(plays * share * 0.6),
  };
}

/** The last 90 days of views, visitors, saves, shares, leads, tours and plays. */
export async function seedDemoAnalytics(ctx: SeedContext, now = new Date()): Promise<void> {
  const listings = await ctx.db
    .select({ id: properties.id })
    .from(properties)
    .where(isNotNull(properties.realtorId))
    .orderBy(desc(properties.createdAt), properties.id)
    .limit(DEMO_LISTINGS);
  const reelRows = await ctx.db.select({ id: reels.id }).from(reels);
  const subjects = [
    ...listings.map(({ id }) => ({ kind: "listing" as const, id })),
    ...reelRows.map(({ id }) => ({ kind: "reel" as const, id })),
  ];
  const days = Array.from({ length: DAYS }, (_, d) =>
    new Date(now.getTime() - d * 86_400_000).toISOString().slice(0, 10),
  );
  const rows = subjects.flatMap(({ kind, id }, i) =>
    days.map((day, d) => dayRow(kind, id, day, i, d)),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    await ctx.db
      .insert(analyticsDaily)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoNothing();
  }
  ctx.logger.info("seeded demo analytics", { subjects: subjects.length, rows: rows.length });
}
