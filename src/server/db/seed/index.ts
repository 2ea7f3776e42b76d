import { eq } from "drizzle-orm";
import type { Auth } from "../../auth/auth";
import { demoPropertiesSeeder } from "../../demo/properties.seed";
import { demoReelsSeeder } from "../../demo/reels.seed";
import type { Logger } from "../../http/logger";
import type { Storage } from "../../storage/storage";
import type { Database } from "../client";
import { appMeta } from "../schema";

export interface SeedContext {
  db: Database;
  auth: Auth;
  storage: Storage;
  logger: Logger;
}

/** One slice of demo content; feature areas add theirs to DEMO_SEEDERS in order. */
export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

/** Reels tour the demo listings and are posted by their realtor, so they come after them. */
export const DEMO_SEEDERS: Seeder[] = [demoPropertiesSeeder, demoReelsSeeder];

const SEEDED_KEY = "demo_content_seeded";

/**
 * Seeds demo content once per database. The marker lives in the database (not in "is it empty?"),
 * so an admin created with the command line before the first start does not prevent seeding, and
 * content an admin later deletes is not re-created.
 */
export async function seedDemoContent(
  ctx: SeedContext,
  seeders: Seeder[] = DEMO_SEEDERS,
): Promise<boolean> {
  const marker = await ctx.db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1);
  if (marker.length > 0) return false;
  for (const seeder of seeders) {
    ctx.logger.info("seeding demo content", { seeder: seeder.name });
    await seeder.run(ctx);
  }
  await ctx.db
    .insert(appMeta)
    .values({
      key: SEEDED_KEY,
      value: { at: new Date().toISOString(), seeders: seeders.map((s) => s.name) },
    })
    .onConflictDoNothing();
  return true;
}
