import type { PlaceSuggestion } from "@/shared/manage-properties";
import type { KnownPlace, PlaceLookup } from "@/shared/search-text/place";
import type { UsStateCode } from "@/shared/us-states";
import { type CityEntry, lowerBound, type PlaceIndex } from "./places.service";

/** The index keeps only rows whose state is a US state code (buildPlaceIndex), as KnownPlace says. */
const known = (place: PlaceSuggestion) => place as KnownPlace;

/** The middle of each state's ZIP codes, worked out once per index. */
const stateMiddles = new WeakMap<
  PlaceIndex,
  Map<string, { latitude: number; longitude: number }>
>();

function middlesOf(index: PlaceIndex) {
  let middles = stateMiddles.get(index);
  if (!middles) {
    const sums = new Map<string, { latitude: number; longitude: number; n: number }>();
    for (const place of index.byZip) {
      const sum = sums.get(place.state) ?? { latitude: 0, longitude: 0, n: 0 };
      sum.latitude += place.latitude;
      sum.longitude += place.longitude;
      sum.n += 1;
      sums.set(place.state, sum);
    }
    middles = new Map(
      [...sums].map(([state, sum]) => [
        state,
        { latitude: sum.latitude / sum.n, longitude: sum.longitude / sum.n },
      ]),
    );
    stateMiddles.set(index, middles);
  }
  return middles;
}

/**
 * The search text parser's view of the bundled places (shared/search-text/place.ts): each
 * look-up is a binary search of the index's sorted lists, never a scan of the file.
 */
export function placeLookup(index: PlaceIndex): PlaceLookup {
  return {
    zip(zip) {
      const place = index.byZip[lowerBound(index.byZip, zip, (p) => p.zip)];
      return place?.zip === zip ? known(place) : null;
    },
    city(name, state) {
      const key = name.toLowerCase();
      let best: CityEntry | undefined;
      for (let i = lowerBound(index.byCity, key, (e) => e.key); i < index.byCity.length; i++) {
        const entry = index.byCity[i] as CityEntry;
        if (entry.key !== key) break;
        if (state !== null && entry.place.state !== state) continue;
        if (!best || entry.zipCount > best.zipCount) best = entry;
      }
      return best ? { place: known(best.place), zipCount: best.zipCount } : null;
    },
    state(code: UsStateCode) {
      return middlesOf(index).get(code) ?? null;
    },
  };
}
