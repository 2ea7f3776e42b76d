import { sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";

/** Words the generator draws from; the benchmark's text searches use them too. */
export const CITIES = [
  "Springfield",
  "Riverside",
  "Fairview",
  "Madison",
  "Georgetown",
  "Clinton",
  "Franklin",
  "Greenville",
  "Bristol",
  "Salem",
  "Oakland",
  "Ashland",
  "Burlington",
  "Manchester",
  "Milton",
  "Newport",
  "Dayton",
  "Lexington",
  "Arlington",
  "Hudson",
  "Kingston",
  "Dover",
  "Auburn",
  "Jackson",
  "Marion",
  "Oxford",
  "Winchester",
  "Clayton",
  "Lakewood",
  "Centerville",
  "Mount Vernon",
  "Hamilton",
];
export const STREETS = [
  "Maple",
  "Oak",
  "Cedar",
  "Pine",
  "Elm",
  "Willow",
  "Birch",
  "Lake",
  "Hill",
  "Park",
  "Sunset",
  "River",
  "Meadow",
  "Forest",
  "Highland",
  "Chestnut",
  "Walnut",
  "Spruce",
  "Ridge",
  "Valley",
];
const ADJECTIVES = [
  "Modern",
  "Charming",
  "Spacious",
  "Cozy",
  "Luxury",
  "Sunny",
  "Elegant",
  "Renovated",
];
const NOUNS = [
  "Family Home",
  "Condo",
  "Townhouse",
  "Villa",
  "Apartment",
  "Bungalow",
  "Retreat",
  "Loft",
];
export const STATES = ["IL", "CA", "TX", "NY", "FL", "WA", "OH", "GA"];
const TYPES = ["House", "Apartment", "Condo", "Townhouse", "Villa", "Land"];

const arr = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`);

/**
 * Inserts `rows` synthetic listings in batches with one INSERT … SELECT each. Values are spread
 * with a multiplicative hash of the row number, so filters have realistic selectivity
 * (a city is 1/32 of rows, a street 1/20, three bedrooms about 1/7, featured 2%).
 */
export async function loadCatalogue(
  db: Database,
  rows: number,
  onProgress?: (done: number) => void,
) {
  const batch = 100_000;
  for (let start = 1; start <= rows; start += batch) {
    const end = Math.min(rows, start + batch - 1);
    await db.execute(sql`
      insert into properties (title, description, price, address, city, state, zip, bedrooms,
        bathrooms, square_feet, property_type, amenities, is_featured, created_at)
      select
        (${arr(ADJECTIVES)})[1 + h % 8] || ' ' || (${arr(NOUNS)})[1 + (h / 8) % 8],
        'Synthetic listing for benchmarks.',
        50000 + (h % 2950) * 1000,
        (1 + h % 9899)::text || ' ' || (${arr(STREETS)})[1 + (h / 7) % 20] || ' Street',
        (${arr(CITIES)})[1 + (h / 13) % 32],
        (${arr(STATES)})[1 + (h / 17) % 8],
        lpad(((h / 3) % 99999)::text, 5, '0'),
        (h / 5) % 7,
        1 + ((h / 11) % 7) * 0.5,
        500 + (h / 19) % 5500,
        (${arr(TYPES)})[1 + (h / 23) % 6],
        array_remove(array[
          case when (h / 29) % 3 = 0 then 'Pool' end,
          case when (h / 31) % 2 = 0 then 'Garden' end,
          case when (h / 37) % 2 = 0 then 'Garage' end,
          case when (h / 41) % 3 = 0 then 'Balcony' end,
          case when (h / 43) % 5 = 0 then 'Elevator' end,
          case when (h / 47) % 2 = 0 then 'Air Conditioning' end,
          case when (h / 53) % 6 = 0 then 'Gym' end,
          case when (h / 59) % 4 = 0 then 'Security System' end
        ]::text[], null),
        h % 50 = 0,
        now() - (i * interval '31 seconds')
      from (
        select i, (i::bigint * 2654435761 % 2147483647)::int as h
        from generate_series(${start}::int, ${end}::int) as g(i)
      ) as s
    `);
    onProgress?.(end);
  }
  // Steady state, as autovacuum leaves a table: planner statistics and hint bits set, so the
  // first reads of freshly loaded pages do not pay for checking every row's transaction.
  await db.execute(sql`vacuum analyze properties`);
}
