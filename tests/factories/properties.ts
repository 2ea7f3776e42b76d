import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/platform/db/client";
import { properties, propertyImages } from "../../src/server/platform/db/schema";
import type { TestApp } from "../setup/test-app";

type PropertyInsert = typeof properties.$inferInsert;
type ImageInsert = typeof propertyImages.$inferInsert;
export type PropertyOverrides = Partial<PropertyInsert>;

let counter = 0;
const dbOf = (target: TestApp | Database): Database => ("deps" in target ? target.deps.db : target);

function propertyValues(overrides: PropertyOverrides): PropertyInsert {
  counter += 1;
  return {
    title: `Test Listing ${counter}`,
    description: "A listing made by a test.",
    price: 300_000,
    address: `${100 + counter} Test Street`,
    city: "Testville",
    state: "IL",
    zip: "62701",
    // Springfield, IL (62701's centroid).
    latitude: 39.8,
    longitude: -89.6495,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1500,
    propertyType: "House",
    ...overrides,
  };
}

/** One listing with sensible defaults; pass overrides for what the test is about. */
export async function createProperty(
  target: TestApp | Database,
  overrides: PropertyOverrides = {},
) {
  const [row] = await dbOf(target).insert(properties).values(propertyValues(overrides)).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Several listings in one insert, returned in the given order. */
export async function createProperties(target: TestApp | Database, list: PropertyOverrides[]) {
  if (list.length === 0) return [];
  return dbOf(target).insert(properties).values(list.map(propertyValues)).returning();
}

/** A photo row with a fake storage key (no file is stored; URLs are only derived from it). */
export async function addImage(
  target: TestApp | Database,
  propertyId: string,
  overrides: Partial<ImageInsert> = {},
) {
  const [row] = await dbOf(target)
    .insert(propertyImages)
    .values({
      propertyId,
      storageKey: `properties/${propertyId}/${randomUUID()}`,
      widths: [480, 960, 1600],
      width: 1600,
      height: 1067,
      label: "Photo",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Removes every listing (and, by cascade, photos, saves, inquiries and tours) between tests. */
export async function clearProperties(target: TestApp | Database) {
  await dbOf(target).delete(properties).where(sql`true`);
}

/**
 * Listings in the proportions of a real catalogue (two sales to a rent, most active, varied
 * types and rooms), analysed: plan tests then meet the planner's real view that an offer or a
 * stage alone narrows little, as it would at a million listings, instead of an empty table's
 * guess that any equality is rare. Enough of them that reading a tenth costs more than an index
 * lookup of a rare word. Loaded outside the app's statement timeout: on a busy host the load alone
 * can outlast what a request may take.
 */
export async function catalogueStatistics(t: TestApp, listings = 20_000) {
  await t.deps.database.unbounded(async (db) => {
    await db.execute(sql`
      insert into properties (title, description, price, address, city, state, zip, latitude,
        longitude, bedrooms, bathrooms, square_feet, property_type, offer, status)
      select 'Catalogue ' || i, 'A listing of the planner statistics.',
        case when i % 3 = 2 then 1500 + i % 3000 else 200000 + (i % 997) * 1000 end,
        i || ' Sample Street', 'Sampleton', 'IL', '62701', 39.8 + (i % 100) / 1000.0,
        -89.6 - (i % 100) / 1000.0, 1 + i % 5, 1 + i % 3, 800 + i % 2000,
        (array['House', 'Condo', 'Townhouse', 'Apartment'])[1 + i % 4],
        case when i % 3 = 2 then 'rent' else 'sale' end,
        case when i % 10 = 9 then 'pending' else 'active' end
      from generate_series(1, ${listings}) as i`);
    await db.execute(sql`vacuum analyze properties`);
  });
}
