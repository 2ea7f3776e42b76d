import { AMENITIES, PRICE_SLIDER, PROPERTY_TYPES } from "@/shared/properties";
import { type PropertySearch, propertySearchSchema } from "@/shared/schemas/property-search";
import { ApiError } from "../http/errors";

/** Keys that page through results rather than describe the search. */
const PAGING_KEYS = new Set(["cursor", "limit", "page"]);

const inOrderOf = <T extends string>(order: readonly T[], values: readonly T[] | undefined) =>
  order.filter((value) => values?.includes(value));

/**
 * Reads a /search query string with the listing API's own rules (propertySearchSchema), so a
 * search that the API would refuse is refused here too. Paging keys are ignored; 400 otherwise.
 */
export function parseSearchQuery(query: string): PropertySearch {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query.replace(/^\?/, ""))) {
    // The first value of a repeated key wins, as in c.req.query() for the listing API.
    if (!PAGING_KEYS.has(key) && !(key in fields)) fields[key] = value;
  }
  const parsed = propertySearchSchema.safeParse(fields);
  if (!parsed.success) {
    throw ApiError.validation(
      parsed.error.issues.map((issue) => ({
        path: `query.${String(issue.path[0] ?? "")}`.replace(/\.$/, ""),
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

/**
 * The one spelling of a search, so the same criteria are stored once: only the criteria, in the
 * key order of the /search URL (web search-query.ts), list values in their vocabulary's order,
 * defaults left out. Prices follow the page's slider (web search-state.ts): its top end means
 * "and above", so a maximum there or beyond is no maximum and a minimum beyond it is the top.
 * Empty when the search has no criteria: a sort alone only orders everything, it finds nothing.
 */
export function canonicalSearchQuery(search: PropertySearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  const minPrice = search.minPrice && Math.min(search.minPrice, PRICE_SLIDER.max);
  if (minPrice) params.set("minPrice", String(minPrice));
  if (search.maxPrice !== undefined && search.maxPrice < PRICE_SLIDER.max) {
    params.set("maxPrice", String(search.maxPrice));
  }
  if (search.beds) params.set("beds", search.beds);
  if (search.baths) params.set("baths", search.baths);
  const types = inOrderOf(PROPERTY_TYPES, search.types);
  if (types.length) params.set("types", types.join(","));
  const amenities = inOrderOf(AMENITIES, search.amenities);
  if (amenities.length) params.set("amenities", amenities.join(","));
  if (search.featured) params.set("featured", "true");
  if (params.size === 0) return "";
  if (search.sort !== "newest") params.set("sort", search.sort);
  return params.toString();
}
