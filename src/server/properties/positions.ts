import { sql } from "drizzle-orm";
import type { PlaceSuggestion } from "@/shared/manage-properties";
import { findPlaces, loadPlaceIndex, type PlaceIndex } from "../places/places.service";
import type { Database } from "../platform/db/client";

interface Unplaced {
  id: string;
  zip: string;
  city: string;
  state: string;
}

/** Rows of a raw query, whichever driver answered (PGlite and node-postgres share `rows`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Where the bundled place data puts a listing: its ZIP's centroid, else its city's, else the
 * middle of its state's ZIP codes. Null only for a state the data does not know.
 */
function placeListing(index: PlaceIndex, listing: Omit<Unplaced, "id">) {
  const [byZip] = findPlaces(index, listing.zip.slice(0, 5), 1);
  if (byZip?.zip === listing.zip.slice(0, 5)) return byZip;
  const byCity = findPlaces(index, `${listing.city}, ${listing.state}`, 1)[0];
  if (byCity && byCity.city.toLowerCase() === listing.city.trim().toLowerCase()) return byCity;
  const inState = index.byZip.filter((place) => place.state === listing.state);
  if (inState.length === 0) return null;
  const mean = (key: keyof Pick<PlaceSuggestion, "latitude" | "longitude">) =>
    inState.reduce((sum, place) => sum + place[key], 0) / inState.length;
  return { latitude: mean("latitude"), longitude: mean("longitude") };
}

/**
 * Finishes migration 0020 (decision 022): a listing saved before positions existed gets one from
 * the bundled place data, which SQL cannot read, and then the position columns become NOT NULL.
 * Runs after the migrations on every start; once the columns are NOT NULL it is one catalogue
 * lookup. Throws, naming them, if a listing cannot be placed (a state the data does not know).
 */
export async function completePositions(db: Database): Promise<void> {
  const nullable = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from pg_attribute
      where attrelid = 'properties'::regclass and attname in ('latitude', 'longitude')
        and not attnotnull`),
  );
  if (Number(nullable[0]?.n ?? 0) === 0) return;
  const unplaced = rowsOf<Unplaced>(
    await db.execute(sql`select id, zip, city, state from properties
      where latitude is null or longitude is null`),
  );
  if (unplaced.length > 0) {
    const index = await loadPlaceIndex();
    const lost: string[] = [];
    for (const listing of unplaced) {
      const place = placeListing(index, listing);
      if (!place) {
        lost.push(listing.id);
        continue;
      }
      await db.execute(sql`update properties
        set latitude = ${place.latitude}, longitude = ${place.longitude}
        where id = ${listing.id}`);
    }
    if (lost.length > 0) {
      throw new Error(
        `Listings the place data cannot place (set their position): ${lost.join(", ")}`,
      );
    }
  }
  await db.execute(
    sql`alter table properties alter column latitude set not null,
      alter column longitude set not null, alter column location set not null`,
  );
}
