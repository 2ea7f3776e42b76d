import { sql } from "drizzle-orm";
import type { PlaceSuggestion } from "@/shared/manage-properties";
import { PLACE_HOMES_CAP } from "@/shared/properties";
import type { Database } from "../platform/db/client";
import { rawRows } from "../platform/db/raw-rows";
import { properties } from "../platform/db/schema";

/**
 * How many listings each place holds, counted up to PLACE_HOMES_CAP: a city by its state and
 * name (properties_place_price_idx), a ZIP code by properties_zip_idx. Each count stops at the
 * cap, so a suggestion costs a few index probes however large the catalogue.
 */
export async function countPlaceHomes(
  db: Database,
  places: readonly PlaceSuggestion[],
  by: "city" | "zip",
): Promise<number[]> {
  if (places.length === 0) return [];
  const p = properties;
  const keys = places.map((place, i) => ({
    i,
    state: place.state,
    city: place.city,
    zip: place.zip,
  }));
  const matches =
    by === "zip" ? sql`${p.zip} = v.zip` : sql`${p.state} = v.state and ${p.city} = v.city`;
  const rows = await rawRows<{ i: number; homes: number }>(
    db,
    sql`
    select v.i, (
      select count(*)::int from (
        select 1 from ${p} where ${matches} limit ${PLACE_HOMES_CAP}
      ) as capped
    ) as homes
    from json_to_recordset(${JSON.stringify(keys)}::json)
      as v(i int, state text, city text, zip text)`,
  );
  const homes = new Array<number>(places.length).fill(0);
  for (const row of rows) homes[row.i] = Number(row.homes);
  return homes;
}
