import { isUsStateCode, US_STATE_NAMES, type UsStateCode } from "../us-states";
import type { Token } from "./tokens";

/** A place of the bundled place data, as the lookup gives it. */
export interface KnownPlace {
  city: string;
  state: UsStateCode;
  zip: string;
  latitude: number;
  longitude: number;
}

/**
 * The place data, handed in by whoever runs the parse (the server has it indexed), so this code
 * never loads it. Each answer is one indexed look-up, never a scan.
 */
export interface PlaceLookup {
  /** A ZIP code's place, or null when the data does not know it. */
  zip(zip: string): KnownPlace | null;
  /**
   * The city of that name (any case) in the state, or without a state the one with the most ZIP
   * codes, with its count of ZIP codes (the data's only hint of a city's size); null if none.
   */
  city(name: string, state: UsStateCode | null): { place: KnownPlace; zipCount: number } | null;
  /** The middle of a state's ZIP codes, for the nearest listings to it. */
  state(code: UsStateCode): { latitude: number; longitude: number } | null;
}

/** The place a search text names: a city in a state, a ZIP code, or a whole state. */
export type TextPlace =
  | { kind: "city"; city: string; state: UsStateCode; latitude: number; longitude: number }
  | {
      kind: "zip";
      zip: string;
      city: string;
      state: UsStateCode;
      latitude: number;
      longitude: number;
    }
  | { kind: "state"; state: UsStateCode; latitude: number; longitude: number };

/** How a place is named to the buyer: "Plano, TX", "78704", "Texas". */
export function placeLabel(place: TextPlace): string {
  if (place.kind === "city") return `${place.city}, ${place.state}`;
  if (place.kind === "zip") return place.zip;
  return US_STATE_NAMES[place.state];
}

/**
 * A city named without a state counts only with at least this many ZIP codes: every common word
 * names some hamlet ("Spring", "Pool", "Lake"), and a buyer who types "austin" means Austin, TX.
 */
export const BARE_CITY_MIN_ZIPS = 5;

/**
 * State codes that are also everyday words or abbreviations ("or", "in", "me", "Ct" for court):
 * they name a state only when they are the whole text, follow a city, or end the text in capitals.
 */
const WORDLIKE_CODES = new Set([
  "in",
  "or",
  "me",
  "hi",
  "ok",
  "oh",
  "de",
  "la",
  "pa",
  "ma",
  "al",
  "co",
  "id",
  "ms",
  "ne",
  "mt",
  "ct",
  "mi",
]);

/** Wordlike codes that join words ("condo in austin"): even after a city, only in capitals. */
const JOINING_CODES = new Set(["in", "or"]);

const STATE_BY_NAME = new Map(
  Object.entries(US_STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code as UsStateCode]),
);
const LONGEST_NAME_WORDS = 3;
const LONGEST_CITY_WORDS = 3;

/** A part of the text the place finder may read: tokens free of anything understood before. */
export interface PlaceText {
  tokens: readonly Token[];
  free: (index: number) => boolean;
}

interface Found {
  place: TextPlace;
  /** Indexes of the tokens that named it. */
  taken: number[];
}

/**
 * Street words: a city's name just before one is a street's ("Washington Street", "Spring Creek
 * Lane"), not the place searched.
 */
const STREET_WORDS = new Set([
  "street",
  "st",
  "avenue",
  "ave",
  "road",
  "rd",
  "drive",
  "dr",
  "lane",
  "ln",
  "way",
  "court",
  "ct",
  "boulevard",
  "blvd",
  "place",
  "pl",
  "parkway",
  "pkwy",
  "trail",
  "circle",
  "cir",
]);

/** Whether a street word comes at `at` or the token after ("Washington Street", "Spring Creek Lane"). */
const beforeStreet = (text: PlaceText, at: number) =>
  [at, at + 1].some((i) => STREET_WORDS.has(text.tokens[i]?.word ?? ""));

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const isCityWord = (word: string) => /^[a-z][a-z.'-]*$/.test(word);

/** The state named at `at` (a code, or a name of up to three words), and how many tokens. */
function stateAt(text: PlaceText, at: number, afterCity: boolean) {
  for (let count = LONGEST_NAME_WORDS; count >= 1; count--) {
    const indexes = range(at, count);
    if (!indexes.every((i) => i < text.tokens.length && text.free(i))) continue;
    const words = indexes.map((i) => text.tokens[i]?.word ?? "");
    const byName = STATE_BY_NAME.get(words.join(" "));
    if (byName) return { code: byName, count };
    if (count > 1) continue;
    const token = text.tokens[at] as Token;
    const code = token.word.toUpperCase();
    if (!isUsStateCode(code)) continue;
    const wordlike = WORDLIKE_CODES.has(token.word);
    const capitalsAtEnd = token.text === code && at === text.tokens.length - 1;
    const cityState = afterCity && !JOINING_CODES.has(token.word);
    if (!wordlike || cityState || text.tokens.length === 1 || capitalsAtEnd) {
      return { code, count: 1 };
    }
  }
  return null;
}

/** Every run of free city-like tokens, longest first at each start. */
function* cityRuns(text: PlaceText) {
  for (let at = 0; at < text.tokens.length; at++) {
    for (let count = LONGEST_CITY_WORDS; count >= 1; count--) {
      const indexes = range(at, count);
      const words = indexes.map((i) => text.tokens[i]?.word ?? "");
      if (indexes.every((i) => i < text.tokens.length && text.free(i)) && words.every(isCityWord)) {
        yield { at, count, name: words.join(" ") };
      }
    }
  }
}

const cityPlace = ({ city, state, latitude, longitude }: KnownPlace): TextPlace => ({
  kind: "city",
  city,
  state,
  latitude,
  longitude,
});

/**
 * The place the text names, most precise first: a ZIP code the data knows (a city or state
 * written beside it that agrees is part of it), a city followed by its state ("Plano TX",
 * "plano texas", "Austin, TX"), a city with its state elsewhere in the text, a city alone that
 * is large enough to be meant (BARE_CITY_MIN_ZIPS), else a state alone. Null when none.
 */
export function findPlace(text: PlaceText, lookup: PlaceLookup): Found | null {
  const states: { at: number; code: UsStateCode; count: number }[] = [];
  for (let at = 0; at < text.tokens.length; at++) {
    const state = stateAt(text, at, false);
    if (state && !beforeStreet(text, at + state.count)) states.push({ at, ...state });
  }
  const zipAt = text.tokens.findIndex(
    (token, i) => text.free(i) && /^\d{5}$/.test(token.word) && lookup.zip(token.word) !== null,
  );
  if (zipAt >= 0)
    return withZip(text, lookup.zip(text.tokens[zipAt]?.word ?? "") as KnownPlace, zipAt, states);

  for (const run of cityRuns(text)) {
    const state = stateAt(text, run.at + run.count, true);
    const known = state && lookup.city(run.name, state.code);
    if (state && known) {
      const others = states.filter((s) => s.code === state.code && s.at !== run.at + run.count);
      return {
        place: cityPlace(known.place),
        taken: [
          ...range(run.at, run.count + state.count),
          ...others.flatMap((s) => range(s.at, s.count)),
        ],
      };
    }
  }
  for (const state of states) {
    for (const run of cityRuns(text)) {
      const overlaps = run.at < state.at + state.count && state.at < run.at + run.count;
      const known = !overlaps && lookup.city(run.name, state.code);
      if (known) {
        return {
          place: cityPlace(known.place),
          taken: [...range(run.at, run.count), ...range(state.at, state.count)],
        };
      }
    }
  }
  for (const run of cityRuns(text)) {
    const known = !beforeStreet(text, run.at + run.count) && lookup.city(run.name, null);
    if (known && known.zipCount >= BARE_CITY_MIN_ZIPS) {
      return { place: cityPlace(known.place), taken: range(run.at, run.count) };
    }
  }
  const [state] = states;
  const middle = state && lookup.state(state.code);
  if (!state || !middle) return null;
  return {
    place: { kind: "state", state: state.code, ...middle },
    taken: range(state.at, state.count),
  };
}

/** A ZIP code's place, taking with it its own city and state written beside it. */
function withZip(
  text: PlaceText,
  known: KnownPlace,
  zipAt: number,
  states: { at: number; code: UsStateCode; count: number }[],
): Found {
  const taken = [zipAt];
  const cityName = known.city.toLowerCase();
  for (const run of cityRuns(text)) {
    if (run.name === cityName && !taken.some((i) => i >= run.at && i < run.at + run.count)) {
      taken.push(...range(run.at, run.count));
    }
  }
  for (const state of states) {
    const overlaps = range(state.at, state.count).some((i) => taken.includes(i));
    if (state.code === known.state && !overlaps) taken.push(...range(state.at, state.count));
  }
  const { zip, city, state, latitude, longitude } = known;
  return { place: { kind: "zip", zip, city, state, latitude, longitude }, taken };
}
