import { formatCount, formatPrice } from "@/shared/format";
import {
  type Amenity,
  type BathroomFilter,
  type BedroomFilter,
  PRICE_SLIDER,
  type PropertyType,
} from "@/shared/properties";
import type { SearchFields } from "@/shared/schemas/property-search";

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

export function draftFromSearch(fields: SearchFields): FilterDraft {
  return {
    price: [fields.minPrice ?? PRICE_SLIDER.min, fields.maxPrice ?? PRICE_SLIDER.max],
    beds: fields.beds ?? null,
    baths: fields.baths ?? null,
    types: [...(fields.types ?? [])],
    amenities: [...(fields.amenities ?? [])],
  };
}

/** The search with the panel's filters replaced by the draft; text, sort, featured and the map stay. */
export function applyDraft(fields: SearchFields, draft: FilterDraft): SearchFields {
  const [low, high] = draft.price;
  return {
    ...keptFields(fields),
    featured: fields.featured,
    minPrice: low > PRICE_SLIDER.min ? low : undefined,
    maxPrice: high < PRICE_SLIDER.max ? high : undefined,
    beds: draft.beds ?? undefined,
    baths: draft.baths ?? undefined,
    types: draft.types.length ? draft.types : undefined,
    amenities: draft.amenities.length ? draft.amenities : undefined,
  };
}

/** Clear All: every filter goes (featured too); the search text, the sort and the map's area stay. */
export function clearFilters(fields: SearchFields): SearchFields {
  return keptFields(fields);
}

/** What the Filters panel never changes: the text, the sort and the map's area and zoom. */
function keptFields({ q, sort, bbox, poly, zoom }: SearchFields): SearchFields {
  return { q, sort, bbox, poly, zoom };
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
