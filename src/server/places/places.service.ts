import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PLACE_SUGGESTIONS_MAX, type PlaceSuggestion } from "@/shared/manage-properties";
import { isUsStateCode } from "@/shared/us-states";

/** Built by scripts/build-us-places.ts (source and licence in its header lines). */
const US_PLACES_FILE = fileURLToPath(
  new URL("../../../assets/places/us-places.tsv", import.meta.url),
);

/** The bundled places, sorted two ways so both kinds of prefix are binary searches. */
export interface PlaceIndex {
  /** Every ZIP code, ascending. */
  byZip: PlaceSuggestion[];
  /**
   * One entry per city and state, by lower-cased city name, then state. Its ZIP is the lowest
   * where people live, so picking the city fills a ZIP a listing could have.
   */
  byCity: CityEntry[];
  /** The ZIP codes where people live (a Census ZCTA exists for them). */
  residential: ReadonlySet<string>;
}

/** A line of the bundled data: ZIP, city, state, whether people live there, and its centroid. */
export type PlaceRow = readonly [
  zip: string,
  city: string,
  state: string,
  residential: boolean,
  latitude: number,
  longitude: number,
];

export interface CityEntry {
  key: string;
  place: PlaceSuggestion;
  /** How many ZIP codes the city has: the data's only hint of its size. */
  zipCount: number;
}

/** How many prefix matches are ranked before the best few are suggested. */
const RANKED_CANDIDATES = 5_000;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function buildPlaceIndex(rows: readonly PlaceRow[]): PlaceIndex {
  const valid = rows
    .filter(([zip, city, state]) => /^\d{5}$/.test(zip) && city !== "" && isUsStateCode(state))
    .sort((a, b) => compare(a[0], b[0]));
  const byZip = valid.map(([zip, city, state, , latitude, longitude]) => ({
    zip,
    city,
    state,
    latitude,
    longitude,
  }));
  const cities = new Map<string, CityEntry & { residential: boolean }>();
  // Rows are by ZIP, so a city keeps its lowest ZIP, or its lowest residential one once seen:
  // the lowest is often a PO box or a single organisation's (Austin's 73301, the IRS).
  for (const [i, [, city, state, residential]] of valid.entries()) {
    const place = byZip[i] as PlaceSuggestion;
    const key = city.toLowerCase();
    const id = `${key}|${state}`;
    const entry = cities.get(id);
    if (!entry) cities.set(id, { key, place, zipCount: 1, residential });
    else {
      entry.zipCount += 1;
      if (residential && !entry.residential) Object.assign(entry, { place, residential });
    }
  }
  const byCity = [...cities.values()].sort(
    (a, b) => compare(a.key, b.key) || compare(a.place.state, b.place.state),
  );
  const residential = new Set(valid.filter((row) => row[3]).map(([zip]) => zip));
  return { byZip, byCity, residential };
}

/** The first index whose key is not below `prefix`. */
export function lowerBound<T>(list: T[], prefix: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keyOf(list[mid] as T) < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

function* withPrefix<T>(list: T[], prefix: string, keyOf: (item: T) => string) {
  for (let i = lowerBound(list, prefix, keyOf); i < list.length; i++) {
    const item = list[i] as T;
    if (!keyOf(item).startsWith(prefix)) return;
    yield item;
  }
}

/** Whether findPlaces reads the text as the start of a ZIP code (else as a city name). */
export const isZipPrefix = (text: string) => /^\d{1,5}$/.test(text.trim());

/**
 * Suggestions for what the user typed: a ZIP prefix ("941") gives ZIP codes in order; anything
 * else is a city-name prefix, case-insensitive ("san fr" gives San Francisco, CA), optionally
 * followed by a comma and a state code ("springfield, il"). Cities named exactly as typed come
 * first, then larger cities (more ZIP codes) before smaller ones, so "austin" offers Austin, TX
 * before Austin, AR.
 */
export function findPlaces(
  index: PlaceIndex,
  query: string,
  max = PLACE_SUGGESTIONS_MAX,
): PlaceSuggestion[] {
  const text = query.trim().replace(/\s+/g, " ");
  if (isZipPrefix(text)) {
    return [
      ...take(
        withPrefix(index.byZip, text, (place) => place.zip),
        max,
      ),
    ];
  }
  const [cityPart = "", statePart = ""] = text.split(",", 2);
  const city = cityPart.trim().toLowerCase();
  const state = statePart.trim().toUpperCase();
  if (city === "") return [];
  const candidates = [
    ...take(
      filter(
        withPrefix(index.byCity, city, (entry) => entry.key),
        (entry) => entry.place.state.startsWith(state),
      ),
      RANKED_CANDIDATES,
    ),
  ];
  const rank = (entry: CityEntry) => (entry.key === city ? 1 : 0);
  return candidates
    .sort(
      (a, b) =>
        rank(b) - rank(a) ||
        b.zipCount - a.zipCount ||
        compare(a.key, b.key) ||
        compare(a.place.state, b.place.state),
    )
    .slice(0, Math.max(0, max))
    .map((entry) => entry.place);
}

function* filter<T>(items: Iterable<T>, keep: (item: T) => boolean) {
  for (const item of items) if (keep(item)) yield item;
}

function* take<T>(items: Iterable<T>, max: number) {
  if (max <= 0) return;
  let n = 0;
  for (const item of items) {
    yield item;
    if (++n >= max) return;
  }
}

/**
 * Lines of `zip<TAB>city<TAB>state<TAB>residential (1 or 0)<TAB>latitude<TAB>longitude`; `#` lines
 * are the header.
 */
function parsePlaces(text: string): PlaceRow[] {
  const rows: PlaceRow[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const [zip = "", city = "", state = "", residential = "", latitude = "", longitude = ""] =
      line.split("\t");
    rows.push([zip, city, state, residential === "1", Number(latitude), Number(longitude)]);
  }
  return rows;
}

let loaded: Promise<PlaceIndex> | undefined;

/** The bundled places, read and indexed once, on the first lookup (not at start-up). */
export function loadPlaceIndex(): Promise<PlaceIndex> {
  loaded ??= readFile(US_PLACES_FILE, "utf8").then(
    (text) => buildPlaceIndex(parsePlaces(text)),
    (error: unknown) => {
      // Let the next lookup try again rather than keep a failure forever.
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}
