import { and, desc, eq } from "drizzle-orm";
import type { PropertySummary } from "@/shared/properties";
import { countEvent } from "../analytics/counters.service";
import type { Database } from "../platform/db/client";
import { properties, savedProperties } from "../platform/db/schema";
import { FOREIGN_KEY_VIOLATION, isUuid, sqlState } from "../properties/ids";
import { propertyExists, summaryColumns, withCovers } from "../properties/properties.service";

/** Newest saved first: saved_properties_user_idx (user_id, created_at) read backwards. */
const newestSavedFirst = [desc(savedProperties.createdAt), desc(savedProperties.propertyId)];

export async function listSaved(db: Database, userId: string): Promise<PropertySummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(savedProperties)
    .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
    .where(eq(savedProperties.userId, userId))
    .orderBy(...newestSavedFirst);
  return withCovers(db, rows);
}

export async function listSavedIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedProperties.propertyId })
    .from(savedProperties)
    .where(eq(savedProperties.userId, userId))
    .orderBy(...newestSavedFirst);
  return rows.map((row) => row.id);
}

/**
 * Saves a listing for the user, counted in its numbers; saving it again changes nothing. False
 * when there is no such listing.
 */
export async function saveProperty(
  db: Database,
  userId: string,
  propertyId: string,
): Promise<boolean> {
  if (!(await propertyExists(db, propertyId))) return false;
  try {
    await db.transaction(async (tx) => {
      const added = await tx
        .insert(savedProperties)
        .values({ userId, propertyId })
        .onConflictDoNothing()
        .returning({ propertyId: savedProperties.propertyId });
      if (added.length) await countEvent(tx, "listing", propertyId, "saves", userId);
    });
    return true;
  } catch (error) {
    // Deleted between the check and the insert.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
}

/** Removing a listing that is not saved (or does not exist) is not an error. */
export async function unsaveProperty(db: Database, userId: string, propertyId: string) {
  if (!isUuid(propertyId)) return;
  await db
    .delete(savedProperties)
    .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
}
