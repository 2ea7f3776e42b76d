import type { PlaceSearchSuggestion } from "@/shared/properties";
import { findPlaces, isZipPrefix, type PlaceIndex } from "./places.service";

/**
 * The property search box's suggestions (decision 015): for digits, ZIP codes with their city
 * beside them; else cities as "Austin, TX", the text a search by place matches word by word.
 */
export function placeSearchSuggestions(index: PlaceIndex, query: string): PlaceSearchSuggestion[] {
  const byZip = isZipPrefix(query);
  return findPlaces(index, query).map((place) => {
    const city = `${place.city}, ${place.state}`;
    return byZip ? { text: place.zip, detail: city } : { text: city, detail: null };
  });
}
