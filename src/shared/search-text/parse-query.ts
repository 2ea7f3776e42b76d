import type { Amenity, PropertyType } from "../properties";
import { Claims, type Owner, type UnderstoodPart } from "./claims";
import { readKinds } from "./kinds";
import { findPlace, type PlaceLookup, type TextPlace } from "./place";
import { readPrices } from "./price";
import { readRooms } from "./rooms";
import { type Token, tokenize } from "./tokens";
import { FILLER_WORDS, PLACE_LEAD_WORDS } from "./vocabulary";

export { UNDERSTOOD_PARTS, type UnderstoodPart } from "./claims";

/** Where a part was typed: [start, end) character offsets in the text. */
export type TextSpan = [start: number, end: number];

/**
 * What a typed search says. Rooms are minimums ("3 bed" is 3 or more); `studio` is no bedroom
 * at all. `words` is what is left to match as text (decision 015), as typed; `spans` say which
 * characters of the text each understood part came from.
 */
export interface ParsedSearchText {
  beds?: number;
  studio?: boolean;
  baths?: number;
  types?: PropertyType[];
  amenities?: Amenity[];
  minPrice?: number;
  maxPrice?: number;
  place?: TextPlace;
  words: string;
  spans: Partial<Record<UnderstoodPart, TextSpan[]>>;
}

/**
 * Reads a typed search into filters, a place and the words left over. Pure: the place data
 * comes through `lookup`. Rooms are read first (so "3 beds" is never a price), then prices,
 * kinds of listing and amenities, then the place among what is left; anything not understood
 * stays a word, so a title or a street still matches as it always did.
 */
export function parseSearchText(text: string, lookup: PlaceLookup): ParsedSearchText {
  const claims = new Claims(tokenize(text));
  const parsed: ParsedSearchText = {
    ...readRooms(claims),
    ...readPrices(claims),
    ...readKinds(claims),
    words: "",
    spans: {},
  };
  const found = findPlace({ tokens: claims.tokens, free: (i) => claims.free(i) }, lookup);
  if (found) {
    parsed.place = found.place;
    for (const i of found.taken) claims.take("place", i);
    const first = Math.min(...found.taken);
    if (claims.free(first - 1) && PLACE_LEAD_WORDS.has(claims.word(first - 1))) {
      claims.take("place", first - 1);
    }
  }
  // Once the rest is understood, filler words and bare punctuation say nothing more.
  claims.tokens.forEach((token, i) => {
    if (claims.free(i) && (FILLER_WORDS.has(token.word) || !/[\p{L}\p{N}]/u.test(token.word))) {
      claims.take("filler", i);
    }
  });
  parsed.words = claims.tokens
    .filter((_, i) => claims.free(i))
    .map((token) => token.text)
    .join(" ");
  parsed.spans = spansOf(claims.tokens, claims.owner);
  return parsed;
}

/**
 * Each understood part's characters, neighbouring tokens of a part joined into one span, also
 * across filler words between them ("between 300k and 500k", "house or condo").
 */
function spansOf(tokens: readonly Token[], owner: readonly Owner[]): ParsedSearchText["spans"] {
  const spans: ParsedSearchText["spans"] = {};
  let last: { part: UnderstoodPart; span: TextSpan } | null = null;
  tokens.forEach((token, i) => {
    const part = owner[i];
    if (part === "filler") return;
    if (part && last?.part === part) {
      last.span[1] = token.end;
      return;
    }
    if (!part) {
      last = null;
      return;
    }
    const span: TextSpan = [token.start, token.end];
    spans[part] = [...(spans[part] ?? []), span];
    last = { part, span };
  });
  return spans;
}
