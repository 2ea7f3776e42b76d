import { eq } from "drizzle-orm";
import { appMeta } from "../platform/db/schema";
import { demoAnalyticsSeeder } from "./analytics.seed";
import { demoBlogSeeder } from "./blog.seed";
import { demoBookingsSeeder } from "./bookings.seed";
import { demoDirectorySeeder } from "./directory.seed";
import { demoMarketSeeder } from "./market.seed";
import { demoMarketFiguresSeeder } from "./market-figures.seed";
import { demoOpenHousesSeeder } from "./open-houses.seed";
import { demoPropertiesSeeder } from "./properties.seed";
import { demoReelsSeeder } from "./reels.seed";
import { demoReviewsSeeder } from "./reviews.seed";
import type { SeedContext, Seeder } from "./seeder";
import { demoSitePagesSeeder } from "./site-pages.seed";

/**
 * Reels tour the demo listings and are posted by their realtor, so they come after them; the
 * directory lists the realtors the listings seeder creates, and the market's listings are theirs;
 * open houses go on listings of both; demo members review the realtors of tours of their listings,
 * and demo realtors the photographers they booked for them; the numbers are of the listings and
 * reels before them; the market figures of every listing.
 */
export const DEMO_SEEDERS: Seeder[] = [
  demoPropertiesSeeder,
  demoMarketSeeder,
  demoOpenHousesSeeder,
  demoReelsSeeder,
  demoDirectorySeeder,
  demoReviewsSeeder,
  demoBookingsSeeder,
  demoBlogSeeder,
  demoSitePagesSeeder,
  demoAnalyticsSeeder,
  demoMarketFiguresSeeder,
];

const SEEDED_KEY = "demo_content_seeded";

interface SeededMarker {
  at: string;
  /** Names of the seeders that have run on this database. */
  seeders: string[];
}

/**
 * Seeds each slice of demo content once per database. The marker lives in the database (not in
 * "is it empty?"), so an admin created with the command line before the first start does not
 * prevent seeding, and content an admin later deletes is not re-created. It names the seeders
 * that ran, so a database from an older version gets the slices added since (e.g. the blog)
 * without the old ones coming back. Returns whether any seeder ran.
 */
export async function seedDemoContent(
  ctx: SeedContext,
  seeders: Seeder[] = DEMO_SEEDERS,
): Promise<boolean> {
  const [marker] = await ctx.db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  const done = new Set((marker?.value as SeededMarker | undefined)?.seeders ?? []);
  const pending = seeders.filter((seeder) => !done.has(seeder.name));
  if (pending.length === 0) return false;
  for (const seeder of pending) {
    ctx.logger.info("seeding demo content", { seeder: seeder.name });
    await seeder.run(ctx);
    done.add(seeder.name);
    // Recorded after each slice, so a crash half-way does not repeat the slices that finished.
    const value: SeededMarker = { at: new Date().toISOString(), seeders: [...done] };
    await ctx.db
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value } });
  }
  return true;
}
