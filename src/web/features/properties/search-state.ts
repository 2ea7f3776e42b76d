import { formatCount, formatPrice } from "@/shared/format";
import {
  type Amenity,
  type BathroomFilter,
  type BedroomFilter,
  PRICE_SLIDER,
  type PriceSlider,
  type PropertyType,
  priceSlider,
} from "@/shared/properties";
import type { SearchFields } from "@/shared/schemas/property-search";

/** The less common filters, behind 'More filters'. */
export const MORE_FILTER_KEYS = [
  "minSqft",
  "maxSqft",
  "minLotAcres",
  "maxLotAcres",
  "minYearBuilt",
  "maxYearBuilt",
  "listedWithin",
  "videoTour",
  "priceCut",
] as const;
export type MoreFilters = Pick<SearchFields, (typeof MORE_FILTER_KEYS)[number]>;

/** The stages, pets and open houses a search asks for, edited in the panel beside the facts. */
export const LIFE_FILTER_KEYS = ["status", "closedWithin", "pets", "openHouse"] as const;
export type LifeFilters = Pick<SearchFields, (typeof LIFE_FILTER_KEYS)[number]>;

/** What the Filters panel edits; a draft until Apply. */
export interface FilterDraft {
  price: [number, number];
  beds: BedroomFilter | null;
  bedsExact: boolean;
  baths: BathroomFilter | null;
  types: PropertyType[];
  amenities: Amenity[];
  more: MoreFilters;
  life: LifeFilters;
}

export const EMPTY_DRAFT: FilterDraft = {
  price: [PRICE_SLIDER.min, PRICE_SLIDER.max],
  beds: null,
  bedsExact: false,
  baths: null,
  types: [],
  amenities: [],
  more: {},
  life: {},
};

/** No filter, the price slider spanning the offer's whole range. */
export function emptyDraft(offer: SearchFields["offer"]): FilterDraft {
  const slider = priceSlider(offer);
  return { ...EMPTY_DRAFT, price: [slider.min, slider.max] };
}

/** The search's 'More filters', the unset ones left out. */
export function moreFiltersOf(fields: SearchFields): MoreFilters {
  return Object.fromEntries(
    MORE_FILTER_KEYS.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]),
  ) as MoreFilters;
}

export function draftFromSearch(fields: SearchFields): FilterDraft {
  const slider = priceSlider(fields.offer);
  return {
    price: [fields.minPrice ?? slider.min, fields.maxPrice ?? slider.max],
    beds: fields.beds ?? null,
    bedsExact: fields.bedsExact ?? false,
    baths: fields.baths ?? null,
    types: [...(fields.types ?? [])],
    amenities: [...(fields.amenities ?? [])],
    more: moreFiltersOf(fields),
    life: Object.fromEntries(
      LIFE_FILTER_KEYS.filter((key) => fields[key] !== undefined).map((key) => [key, fields[key]]),
    ) as LifeFilters,
  };
}

/** The search with the panel's filters replaced by the draft; text, sort, featured and the map stay. */
export function applyDraft(fields: SearchFields, draft: FilterDraft): SearchFields {
  const [low, high] = draft.price;
  const slider = priceSlider(fields.offer);
  return {
    ...keptFields(fields),
    featured: fields.featured,
    minPrice: low > slider.min ? low : undefined,
    maxPrice: high < slider.max ? high : undefined,
    beds: draft.beds ?? undefined,
    bedsExact: draft.beds && draft.beds !== "0" && draft.bedsExact ? true : undefined,
    baths: draft.baths ?? undefined,
    types: draft.types.length ? draft.types : undefined,
    amenities: draft.amenities.length ? draft.amenities : undefined,
    ...draft.more,
    status: draft.life.status?.length ? draft.life.status : undefined,
    closedWithin: draft.life.closedWithin,
    // Pets are a rental's terms: a search for sale asks nothing of them.
    pets: fields.offer === "rent" && draft.life.pets?.length ? draft.life.pets : undefined,
    openHouse: draft.life.openHouse,
  };
}

/**
 * Clear All: every filter goes (featured too); the search text, the sort, the map's area and
 * whether it is for sale or for rent stay.
 */
export function clearFilters(fields: SearchFields): SearchFields {
  return keptFields(fields);
}

/** What the Filters panel never changes: the text, the sort, the map's area and zoom, the offer. */
function keptFields({ q, sort, bbox, poly, zoom, offer }: SearchFields): SearchFields {
  return { q, sort, bbox, poly, zoom, offer };
}

/**
 * The 'More filters' in use: a range counts once however many of its ends are set, days on
 * market, video tour and price cut once each.
 */
export function activeMoreFilterCount(fields: SearchFields): number {
  const set = (...values: unknown[]) => (values.some((value) => value !== undefined) ? 1 : 0);
  return (
    set(fields.minSqft, fields.maxSqft) +
    set(fields.minLotAcres, fields.maxLotAcres) +
    set(fields.minYearBuilt, fields.maxYearBuilt) +
    set(fields.listedWithin) +
    (fields.videoTour ? 1 : 0) +
    (fields.priceCut ? 1 : 0)
  );
}

/**
 * The Filters badge: price counts once when narrowed, the beds (with their exact switch) and the
 * baths once each, each selected type and amenity once, and the 'More filters' in use.
 */
export function activeFilterCount(fields: SearchFields): number {
  const price = fields.minPrice !== undefined || fields.maxPrice !== undefined ? 1 : 0;
  return (
    price +
    (fields.beds ? 1 : 0) +
    (fields.baths ? 1 : 0) +
    (fields.types?.length ?? 0) +
    (fields.amenities?.length ?? 0) +
    activeMoreFilterCount(fields) +
    (fields.status?.length ?? 0) +
    (fields.closedWithin !== undefined ? 1 : 0) +
    (fields.pets?.length ?? 0) +
    (fields.openHouse ? 1 : 0)
  );
}

/** A range's two ends, either open, are the wrong way round. */
export const rangeReversed = (min: number | undefined, max: number | undefined) =>
  min !== undefined && max !== undefined && min > max;

/** "12 properties found", "1 property found", "1,000+ properties found" when the count is capped. */
export function resultCountText(total: number, capped: boolean): string {
  if (capped) return `${formatCount(total)}+ properties found`;
  return `${formatCount(total)} ${total === 1 ? "property" : "properties"} found`;
}

/** A slider value; the top end means "and above". */
export function sliderPriceLabel(value: number, slider: PriceSlider = PRICE_SLIDER): string {
  return value >= slider.max ? `${formatPrice(slider.max)}+` : formatPrice(value);
}
