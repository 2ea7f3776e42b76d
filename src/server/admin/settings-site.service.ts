import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  DEFAULT_SITE_SETTINGS,
  SETTINGS_UPDATED_ACTION,
  type SiteSettings,
  type SiteSettingsActivityDetails,
} from "@/shared/admin-overview";
import type { Database } from "../platform/db/client";
import { appMeta } from "../platform/db/schema";
import { recordActivity } from "./activity.service";

/** The one app_meta row holding the site settings. */
const SITE_SETTINGS_KEY = "site_settings";

/** What a stored row must look like to be trusted; anything else reads as the defaults. */
const storedSettings = z.object({
  siteName: z.string().min(1),
  contactEmail: z.string().nullable(),
});

function fromStored(value: unknown): SiteSettings {
  const parsed = storedSettings.safeParse(value);
  return parsed.success ? parsed.data : { ...DEFAULT_SITE_SETTINGS };
}

type Executor = Pick<Database, "select">;

async function readSettings(db: Executor, lock: boolean): Promise<SiteSettings> {
  const query = db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, SITE_SETTINGS_KEY))
    .limit(1);
  const [row] = await (lock ? query.for("update") : query);
  return fromStored(row?.value);
}

/** The site name and contact e-mail, or the defaults when an admin never saved them. */
export function getSiteSettings(db: Database): Promise<SiteSettings> {
  return readSettings(db, false);
}

/**
 * Saves the settings and records who changed what, together or not at all. Saving the same values
 * again changes nothing, so it leaves no row in the activity log.
 */
export async function saveSiteSettings(
  db: Database,
  adminId: string,
  settings: SiteSettings,
): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const previous = await readSettings(tx, true);
    await tx
      .insert(appMeta)
      .values({ key: SITE_SETTINGS_KEY, value: settings })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: settings, updatedAt: sql`now()` },
      });
    const fields = (Object.keys(settings) as (keyof SiteSettings)[]).filter(
      (field) => settings[field] !== previous[field],
    );
    if (fields.length > 0) {
      const details: SiteSettingsActivityDetails = { fields, ...settings };
      await recordActivity(tx, {
        adminId,
        action: SETTINGS_UPDATED_ACTION,
        targetType: "settings",
        targetId: SITE_SETTINGS_KEY,
        details: { ...details },
      });
    }
    return settings;
  });
}
