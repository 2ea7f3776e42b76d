import { inArray } from "drizzle-orm";
import type { AlertNews } from "../notifications/events/search-alert";
import type { Database } from "../platform/db/client";
import { type MatchReason, propertyPriceChanges } from "../platform/db/schema";

/** A change a search was told of, as its match row names it. */
export interface ToldChange {
  reason: MatchReason;
  changeId: string | null;
}

/**
 * What each change says, by the change's id: a price cut's old and new price come from its
 * price-history row (a row that is a rise is no cut and says nothing); a return to the market
 * needs nothing more. A new match (no change) has no news.
 */
export async function newsOfChanges(
  db: Database,
  changes: ToldChange[],
): Promise<Map<string, AlertNews>> {
  const news = new Map<string, AlertNews>();
  const cutIds: string[] = [];
  for (const { reason, changeId } of changes) {
    if (!changeId) continue;
    if (reason === "price_drop") cutIds.push(changeId);
    if (reason === "back_on_market") news.set(changeId, { kind: "back_on_market", id: changeId });
  }
  if (cutIds.length === 0) return news;
  const rows = await db
    .select()
    .from(propertyPriceChanges)
    .where(inArray(propertyPriceChanges.id, cutIds));
  for (const { id, oldPrice, newPrice } of rows) {
    if (newPrice < oldPrice) news.set(id, { kind: "price_drop", id, oldPrice, newPrice });
  }
  return news;
}
