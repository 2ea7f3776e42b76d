import { desc, eq } from "drizzle-orm";
import type { ListingStatus, StatusChange } from "@/shared/listing-life";
import type { PriceChange } from "@/shared/properties";
import type { Database } from "../platform/db/client";
import { properties, propertyPriceChanges, propertyStatusChanges } from "../platform/db/schema";

/** The listing page shows this many changes of each kind; a listing rarely has more. */
const HISTORY_SHOWN = 20;

/** A listing's price changes, newest first. */
export async function listPriceHistory(db: Database, propertyId: string): Promise<PriceChange[]> {
  const rows = await db
    .select()
    .from(propertyPriceChanges)
    .where(eq(propertyPriceChanges.propertyId, propertyId))
    .orderBy(desc(propertyPriceChanges.changedAt), desc(propertyPriceChanges.id))
    .limit(HISTORY_SHOWN);
  return rows.map((row) => ({
    at: row.changedAt.toISOString(),
    oldPrice: row.oldPrice,
    newPrice: row.newPrice,
  }));
}

/** A listing's changes of stage, newest first. */
export async function listStatusHistory(db: Database, propertyId: string): Promise<StatusChange[]> {
  const rows = await db
    .select()
    .from(propertyStatusChanges)
    .where(eq(propertyStatusChanges.propertyId, propertyId))
    .orderBy(desc(propertyStatusChanges.changedAt), desc(propertyStatusChanges.id))
    .limit(HISTORY_SHOWN);
  return rows.map((row) => ({
    at: row.changedAt.toISOString(),
    // The column's check holds it to these values.
    status: row.status as ListingStatus,
    price: row.price,
  }));
}

/** One recorded change of a listing's price. */
export interface PriceChangeRow {
  id: string;
  oldPrice: number;
  newPrice: number;
}

/**
 * Records a change of price in the transaction that makes it, and keeps the
 * listing's last cut for the cards' badge: a fall sets it, a rise clears it.
 * Returns the change's row (alerts name it), or null when the price stayed.
 */
export async function recordPriceChange(
  tx: Database,
  propertyId: string,
  oldPrice: number,
  newPrice: number,
): Promise<PriceChangeRow | null> {
  if (oldPrice === newPrice) return null;
  const now = new Date();
  const [row] = await tx
    .insert(propertyPriceChanges)
    .values({ propertyId, oldPrice, newPrice, changedAt: now })
    .returning({
      id: propertyPriceChanges.id,
      oldPrice: propertyPriceChanges.oldPrice,
      newPrice: propertyPriceChanges.newPrice,
    });
  const cut = newPrice < oldPrice;
  await tx
    .update(properties)
    .set({ lastPriceCut: cut ? oldPrice - newPrice : null, lastPriceCutAt: cut ? now : null })
    .where(eq(properties.id, propertyId));
  return row ?? null;
}
