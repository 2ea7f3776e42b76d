import { formatCount, formatPrice } from "@/shared/format";
import {
  type Amenity,
  type BathroomFilter,
  type BedroomFilter,
  PRICE_SLIDER,
  type PropertyType,
} from "@/shared/properties";
import { parseSearchFields, type SearchFields } from "@/shared/schemas/property-search";

/** What the Filters panel edits; a draft until Apply. */
export interface FilterDraft {
  price: [number, number];
  beds: BedroomFilter | null;
  baths: BathroomFilter | null;
  types: PropertyType[];
  amenities: Amenity[];
}

export const EMPTY_DRAFT: FilterDraft = {
  price: [PRICE_SLIDER.min, PRICE_SLIDER.max],
  beds: null,
  baths: null,
  types: [],
  amenities: [],
};

/**
 * Reads a search from the /search URL. Bad values are dropped one by one (parseSearchFields), and
 * prices are brought into the slider's range so the panel shows exactly what is searched: the
 * slider's top means "and above", so a maximum at or beyond it is no maximum, and a minimum above
 * it is the top. A minimum above the maximum contradicts itself and both are ignored.
 */
export function readSearch(params: URLSearchParams): SearchFields {
  const { minPrice, maxPrice, types, amenities, ...rest } = parseSearchFields(joinLists(params));
  const fields: SearchFields = { ...rest };
  let low = minPrice === undefined ? undefined : Math.min(minPrice, PRICE_SLIDER.max);
  let high = maxPrice !== undefined && maxPrice < PRICE_SLIDER.max ? maxPrice : undefined;
  if (low !== undefined && high !== undefined && low > high) {
    low = undefined;
    high = undefined;
  }
  if (low) fields.minPrice = low;
  if (high !== undefined) fields.maxPrice = high;
  if (types?.length) fields.types = types;
  if (amenities?.length) fields.amenities = amenities;
  return fields;
}

/** The fields whose value is a comma-separated list in the URL ("types=House,Condo"). */
const LIST_FIELDS = ["types", "amenities"] as const;

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

export function draftFromSearch(fields: SearchFields): FilterDraft {
  return {
    price: [fields.minPrice ?? PRICE_SLIDER.min, fields.maxPrice ?? PRICE_SLIDER.max],
    beds: fields.beds ?? null,
    baths: fields.baths ?? null,
    types: [...(fields.types ?? [])],
    amenities: [...(fields.amenities ?? [])],
  };
}

/** The search with the panel's filters replaced by the draft; text, sort and featured stay. */
export function applyDraft(fields: SearchFields, draft: FilterDraft): SearchFields {
  const [low, high] = draft.price;
  return {
    q: fields.q,
    featured: fields.featured,
    sort: fields.sort,
    minPrice: low > PRICE_SLIDER.min ? low : undefined,
    maxPrice: high < PRICE_SLIDER.max ? high : undefined,
    beds: draft.beds ?? undefined,
    baths: draft.baths ?? undefined,
    types: draft.types.length ? draft.types : undefined,
    amenities: draft.amenities.length ? draft.amenities : undefined,
  };
}

/** Clear All: every filter goes (featured too); the search text and the sort stay. */
export function clearFilters(fields: SearchFields): SearchFields {
  return { q: fields.q, sort: fields.sort };
}

/** The Filters badge: price counts once when narrowed, each selected type and amenity once. */
export function activeFilterCount(fields: SearchFields): number {
  const price = fields.minPrice !== undefined || fields.maxPrice !== undefined ? 1 : 0;
  return (
    price +
    (fields.beds ? 1 : 0) +
    (fields.baths ? 1 : 0) +
    (fields.types?.length ?? 0) +
    (fields.amenities?.length ?? 0)
  );
}

/** "12 properties found", "1 property found", "1,000+ properties found" when the count is capped. */
export function resultCountText(total: number, capped: boolean): string {
  if (capped) return `${formatCount(total)}+ properties found`;
  return `${formatCount(total)} ${total === 1 ? "property" : "properties"} found`;
}

/** A slider value; the top end means "and above". */
export function sliderPriceLabel(value: number): string {
  return value >= PRICE_SLIDER.max ? `${formatPrice(PRICE_SLIDER.max)}+` : formatPrice(value);
}
