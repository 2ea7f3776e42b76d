import { and, asc, between, desc, eq, ne, sql } from "drizzle-orm";
import type { PropertySummary } from "@/shared/properties";
import type { Database } from "../platform/db/client";
import { properties } from "../platform/db/schema";
import { isUuid } from "./ids";
import { summaryColumns, withCovers } from "./properties.service";

/** How far from the listing's price a similar home may be, either way. */
const PRICE_BAND = 0.25;
const SIMILAR_SHOWN = 3;

/** Where a listing is, what it asks and how it is offered; null for an unknown listing. */
async function placeOf(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [home] = await db
    .select({
      city: properties.city,
      state: properties.state,
      price: properties.price,
      offer: properties.offer,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return home ?? null;
}

/**
 * 'Similar homes': other listings in the same city and state within a quarter of the price,
 * nearest in price first (the place-and-price index answers it). Null for an unknown listing.
 */
export async function similarProperties(
  db: Database,
  id: string,
  limit = SIMILAR_SHOWN,
): Promise<PropertySummary[] | null> {
  const home = await placeOf(db, id);
  if (!home) return null;
  const rows = await db
    .select(summaryColumns)
    .from(properties)
    .where(
      and(
        eq(properties.state, home.state),
        eq(properties.city, home.city),
        // Homes one could still have, offered the same way (a rent is no price to compare).
        eq(properties.offer, home.offer),
        eq(properties.status, "active"),
        between(
          properties.price,
          Math.floor(home.price * (1 - PRICE_BAND)),
          Math.ceil(home.price * (1 + PRICE_BAND)),
        ),
        ne(properties.id, id),
      ),
    )
    .orderBy(sql`abs(${properties.price} - ${home.price})`, asc(properties.id))
    .limit(limit);
  return withCovers(db, rows);
}

/** How many recently sold homes a listing's page shows, and how far back they go. */
const SOLD_NEARBY_SHOWN = 3;
const SOLD_NEARBY_MONTHS = 12;

/**
 * 'Recently sold nearby': homes of the same city and offer closed in the last year, newest
 * first (properties_closed_place_idx). Null for an unknown listing.
 */
export async function soldNearby(
  db: Database,
  id: string,
  limit = SOLD_NEARBY_SHOWN,
): Promise<PropertySummary[] | null> {
  const home = await placeOf(db, id);
  if (!home) return null;
  const rows = await db
    .select(summaryColumns)
    .from(properties)
    .where(
      and(
        eq(properties.status, "closed"),
        eq(properties.state, home.state),
        eq(properties.city, home.city),
        eq(properties.offer, home.offer),
        sql`${properties.closedOn} >= current_date - ${SOLD_NEARBY_MONTHS}::int * interval '1 month'`,
        ne(properties.id, id),
      ),
    )
    .orderBy(desc(properties.closedOn), asc(properties.id))
    .limit(limit);
  return withCovers(db, rows);
}
