import { bboxParam, polyParam } from "./map-area";
import { AMENITIES, PROPERTY_TYPES, priceSlider } from "./properties";
import type { SearchFields } from "./schemas/property-search";
import { setMoreFilterParams, setRoomParams } from "./search-filter-params";
import { setLifeParams } from "./search-life";

const inOrderOf = <T extends string>(order: readonly T[], values: readonly T[] | undefined) =>
  order.filter((value) => values?.includes(value));

/**
 * The one spelling of a search, so the same criteria are stored once (Recent Searches, Saved
 * Searches; the browser uses it to tell whether the search on screen is saved): only the criteria, in the
 * key order of the /search URL (web search-query.ts), list values in their vocabulary's order,
 * defaults left out. Prices follow the page's slider of the search's offer (web search-state.ts): its top end means
 * "and above", so a maximum there or beyond is no maximum and a minimum beyond it is the top.
 * Empty when the search has no criteria: a sort alone only orders everything, it finds nothing.
 */
export function canonicalSearchQuery(search: SearchFields): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  const slider = priceSlider(search.offer);
  const minPrice = search.minPrice && Math.min(search.minPrice, slider.max);
  if (minPrice) params.set("minPrice", String(minPrice));
  if (search.maxPrice !== undefined && search.maxPrice < slider.max) {
    params.set("maxPrice", String(search.maxPrice));
  }
  setRoomParams(params, search);
  const types = inOrderOf(PROPERTY_TYPES, search.types);
  if (types.length) params.set("types", types.join(","));
  const amenities = inOrderOf(AMENITIES, search.amenities);
  if (amenities.length) params.set("amenities", amenities.join(","));
  if (search.featured) params.set("featured", "true");
  setMoreFilterParams(params, search);
  setLifeParams(params, search);
  // The map's area is a criterion; its zoom only restores the view, so is left out.
  if (search.bbox) params.set("bbox", bboxParam(search.bbox));
  if (search.poly) params.set("poly", polyParam(search.poly));
  if (params.size === 0) return "";
  if (search.sort && search.sort !== "newest") params.set("sort", search.sort);
  return params.toString();
}
