import { priceSlider } from "@/shared/properties";
import { parseSearchFields, type SearchFields } from "@/shared/schemas/property-search";
import { rangeReversed } from "./search-state";

// Reading a search checks it against the shared schema (zod): this module loads on the server
// and, in the browser, only when a search changes (routes/search.tsx, filters-panel.tsx).

/**
 * Reads a search from the /search URL. Bad values are dropped one by one (parseSearchFields), and
 * prices are brought into the slider's range so the panel shows exactly what is searched: the
 * slider's top means "and above", so a maximum at or beyond it is no maximum, and a minimum above
 * it is the top. A minimum above the maximum contradicts itself and both are ignored, for price
 * and for each of the 'More filters' ranges.
 */
export function readSearch(params: URLSearchParams): SearchFields {
  const { minPrice, maxPrice, types, amenities, ...rest } = parseSearchFields(joinLists(params));
  const fields: SearchFields = { ...rest };
  const slider = priceSlider(rest.offer);
  let low = minPrice === undefined ? undefined : Math.min(minPrice, slider.max);
  let high = maxPrice !== undefined && maxPrice < slider.max ? maxPrice : undefined;
  if (low !== undefined && high !== undefined && low > high) {
    low = undefined;
    high = undefined;
  }
  if (low) fields.minPrice = low;
  if (high !== undefined) fields.maxPrice = high;
  if (types?.length) fields.types = types;
  if (amenities?.length) fields.amenities = amenities;
  for (const [min, max] of RANGES) {
    if (rangeReversed(fields[min], fields[max])) {
      delete fields[min];
      delete fields[max];
    }
  }
  // The exact switch speaks of a number of bedrooms only (Studio is exact already).
  if (fields.bedsExact && (!fields.beds || fields.beds === "0")) delete fields.bedsExact;
  return fields;
}

/** The 'More filters' ranges: a range the wrong way round contradicts itself, as price does. */
const RANGES = [
  ["minSqft", "maxSqft"],
  ["minLotAcres", "maxLotAcres"],
  ["minYearBuilt", "maxYearBuilt"],
] as const;

/** The fields whose value is a comma-separated list in the URL ("types=House,Condo"). */
const LIST_FIELDS = ["types", "amenities", "status", "pets"] as const;

/**
 * A GET form sends each ticked checkbox as its own pair ("types=House&types=Condo"), the way the
 * Filters panel submits before the scripts have started: those are read as one list.
 */
function joinLists(params: URLSearchParams): URLSearchParams {
  if (LIST_FIELDS.every((key) => params.getAll(key).length < 2)) return params;
  const joined = new URLSearchParams(params);
  for (const key of LIST_FIELDS) {
    const values = params.getAll(key).filter(Boolean);
    joined.delete(key);
    if (values.length) joined.set(key, values.join(","));
  }
  return joined;
}

/**
 * The search a /search GET form describes, read from its fields exactly as the server reads the
 * URL the browser would build from them without scripts.
 */
export function searchFromForm(form: HTMLFormElement): SearchFields {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") params.append(key, value);
  }
  return readSearch(params);
}
