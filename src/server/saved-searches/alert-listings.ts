import { inArray } from "drizzle-orm";
import type { AlertListing } from "../notifications/events/search-alert";
import type { Database } from "../platform/db/client";
import { properties } from "../platform/db/schema";
import { summaryColumns, withCovers } from "../properties/properties.service";

/** The listings as alerts show them (title, price, link, cover photo), by id; gone ones absent. */
export async function alertListings(
  db: Database,
  ids: string[],
): Promise<Map<string, AlertListing>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(summaryColumns).from(properties).where(inArray(properties.id, ids));
  const cards = await withCovers(db, rows);
  return new Map(
    cards.map((card) => [
      card.id,
      {
        title: card.title,
        price: card.price,
        link: `/property/${card.id}`,
        photo: card.image?.src ?? null,
      },
    ]),
  );
}
