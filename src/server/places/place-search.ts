import type { PlaceSearchSuggestion } from "@/shared/properties";
import type { Database } from "../platform/db/client";
import { countPlaceHomes } from "./place-homes";
import { findPlaces, isZipPrefix, type PlaceIndex } from "./places.service";

/** How many of the best-ranked places are counted before those with homes are put first. */
const COUNTED_CANDIDATES = 24;

/**
 * The property search box's suggestions (decision 015): for digits, ZIP codes with their city
 * beside them; else cities as "Austin, TX", the text a search by place matches word by word.
 * Each says how many homes it holds, and places with homes come first, in their ranked order.
 */
export async function placeSearchSuggestions(
  db: Database,
  index: PlaceIndex,
  query: string,
  max: number,
): Promise<PlaceSearchSuggestion[]> {
  const byZip = isZipPrefix(query);
  const places = findPlaces(index, query, Math.max(max, COUNTED_CANDIDATES));
  const homes = await countPlaceHomes(db, places, byZip ? "zip" : "city");
  const suggestions = places.map((place, i): PlaceSearchSuggestion => {
    const city = `${place.city}, ${place.state}`;
    const count = homes[i] ?? 0;
    return byZip
      ? { text: place.zip, detail: city, homes: count }
      : { text: city, detail: null, homes: count };
  });
  const withHomes = suggestions.filter((suggestion) => suggestion.homes > 0);
  const without = suggestions.filter((suggestion) => suggestion.homes === 0);
  return [...withHomes, ...without].slice(0, max);
}
