import type { Claims } from "./claims";
import type { Token } from "./tokens";
import { MAX_PRICE_PHRASES, MIN_PRICE_PHRASES } from "./vocabulary";

/** A price read from the text, in whole dollars. */
export interface TypedPrice {
  value: number;
  /** Tokens it took: the figure, and its unit when written apart ("1.2 million"). */
  tokens: number;
  /** Written as a price ("$450,000", "500k", "1.2m"), not a bare figure that may be anything. */
  marked: boolean;
}

/** The search's largest price (the schema's). */
export const PRICE_LIMIT = 1_000_000_000;

const UNITS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  grand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  mil: 1_000_000,
  million: 1_000_000,
};

const FIGURE = /^\$?(\d+(?:\.\d+)?)([a-z]*)\+?$/;

/** Words after a figure that make it an area, not a price ("2k sqft"). */
const AREA_WORDS = new Set(["sqft", "sq", "ft", "square", "feet", "acre", "acres"]);

/**
 * The price that starts at `tokens[at]`: "$450000", "500k", "1.2m", "1.2 million", "$300". A
 * figure without `$` or a unit is a price only where a price is expected (`bare`): after
 * "under", a figure of a thousand or more is dollars, from 10 to 999 thousands ("under 500").
 */
export function readPrice(tokens: readonly Token[], at: number, bare = false): TypedPrice | null {
  const token = tokens[at];
  const match = token && FIGURE.exec(token.word);
  if (!match) return null;
  const [, digits = "", glued = ""] = match;
  const next = tokens[at + 1]?.word ?? "";
  const apart = glued === "" && next in UNITS ? next : "";
  const unit = glued || apart;
  if (unit !== "" && !(unit in UNITS)) return null;
  if (AREA_WORDS.has(apart ? (tokens[at + 2]?.word ?? "") : next)) return null;
  const figure = Number(digits);
  const marked = unit !== "" || token.word.startsWith("$");
  let value: number;
  if (unit) value = figure * (UNITS[unit] as number);
  else if (marked || (bare && figure >= 1_000)) value = figure;
  else if (bare && Number.isInteger(figure) && figure >= 10) value = figure * 1_000;
  else return null;
  value = Math.round(value);
  if (value <= 0 || value > PRICE_LIMIT) return null;
  return { value, tokens: apart ? 2 : 1, marked };
}

/**
 * A range written as one token, "300k-500k" or "300-500k" (the unit of the second figure then
 * counts for the first too), or null.
 */
export function readPriceRange(token: Token): { min: number; max: number } | null {
  const match = /^(\$?\d+(?:\.\d+)?)([a-z]*)-(\$?\d+(?:\.\d+)?)([a-z]*)$/.exec(token.word);
  if (!match) return null;
  const [, first = "", firstUnit = "", second = "", secondUnit = ""] = match;
  const unitOf = (unit: string) => (unit === "" ? undefined : UNITS[unit]);
  const high = unitOf(secondUnit);
  const low = firstUnit === "" ? high : unitOf(firstUnit);
  if (low === undefined || high === undefined) return null;
  const min = Math.round(Number(first.replace("$", "")) * low);
  const max = Math.round(Number(second.replace("$", "")) * high);
  if (max > PRICE_LIMIT || min > PRICE_LIMIT) return null;
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

/** The price bounds a text asks for. */
export interface TypedPrices {
  minPrice?: number;
  maxPrice?: number;
}

/**
 * Takes the prices of the text: a range ("between 300k and 500k", "from 200k to 350k",
 * "300k-500k"), a bound ("under 500k", "over $1.2m", "<400k", "500k+"), or a price alone, read
 * as the most the buyer will spend. The first of each bound counts; a minimum above the maximum
 * is taken as the two written the other way round.
 */
export function readPrices(claims: Claims): TypedPrices {
  const prices: TypedPrices = {};
  const set = (min: number | undefined, max: number | undefined) => {
    if (min !== undefined) prices.minPrice ??= min;
    if (max !== undefined) prices.maxPrice ??= max;
  };
  /** The price at `at`, from free tokens only. */
  const priceAt = (at: number, bare = false, tokens = claims.tokens) => {
    const price = claims.free(at) ? readPrice(tokens, at, bare) : null;
    return price && (price.tokens === 1 || claims.free(at + 1)) ? price : null;
  };
  for (let i = 0; i < claims.tokens.length; i++) {
    if (!claims.free(i)) continue;
    const word = claims.word(i);
    const oneToken = readPriceRange(claims.tokens[i] as Token);
    if (oneToken) {
      claims.take("price", i);
      set(oneToken.min, oneToken.max);
      continue;
    }
    const opener = word === "between" || word === "from" ? 1 : 0;
    const low = priceAt(i + opener, opener === 1);
    if (low) {
      const joinAt = i + opener + low.tokens;
      const joined = ["and", "to", "-"].includes(claims.word(joinAt)) && claims.free(joinAt);
      const high = joined ? priceAt(joinAt + 1, true) : null;
      if (high && (opener === 1 || low.marked || high.marked)) {
        claims.take("price", i, joinAt + 1 + high.tokens - i);
        set(Math.min(low.value, high.value), Math.max(low.value, high.value));
        continue;
      }
    }
    const glued = /^(<=?|>=?)(.+)$/.exec(word);
    if (glued) {
      const rest = [...claims.tokens];
      rest[i] = { ...(claims.tokens[i] as Token), word: glued[2] ?? "" };
      const price = priceAt(i, true, rest);
      if (price) {
        claims.take("price", i, price.tokens);
        if (glued[1]?.startsWith("<")) set(undefined, price.value);
        else set(price.value, undefined);
        continue;
      }
    }
    const below = claims.phraseAt(i, MAX_PRICE_PHRASES);
    const above = below ? 0 : claims.phraseAt(i, MIN_PRICE_PHRASES);
    const bounded = below || above ? priceAt(i + below + above, true) : null;
    if (bounded) {
      claims.take("price", i, below + above + bounded.tokens);
      if (below) set(undefined, bounded.value);
      else set(bounded.value, undefined);
      continue;
    }
    const alone = priceAt(i);
    if (alone?.marked) {
      claims.take("price", i, alone.tokens);
      if (word.endsWith("+")) set(alone.value, undefined);
      else set(undefined, alone.value);
    }
  }
  const { minPrice, maxPrice } = prices;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return { minPrice: maxPrice, maxPrice: minPrice };
  }
  return prices;
}
