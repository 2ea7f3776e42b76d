import { bboxParam, polyParam } from "@/shared/map-area";
import type { SearchFields } from "@/shared/schemas/property-search";
import { setMoreFilterParams, setRoomParams } from "@/shared/search-filter-params";
import { setLifeParams } from "@/shared/search-life";

/**
 * The query string of a search, shared by the /search URL and GET /api/properties: same keys,
 * same order, defaults left out (sort=newest, price 0 and open-ended top), so equal searches give
 * equal URLs and equal cache keys. The map's zoom comes last: a view setting, which the list's
 * query leaves out (listQuery). Home imports this, so it stays free of zod.
 */
export function toSearchParams(fields: SearchFields): URLSearchParams {
  const params = new URLSearchParams();
  if (fields.q) params.set("q", fields.q);
  if (fields.minPrice) params.set("minPrice", String(fields.minPrice));
  if (fields.maxPrice !== undefined) params.set("maxPrice", String(fields.maxPrice));
  setRoomParams(params, fields);
  if (fields.types?.length) params.set("types", fields.types.join(","));
  if (fields.amenities?.length) params.set("amenities", fields.amenities.join(","));
  if (fields.featured) params.set("featured", "true");
  setMoreFilterParams(params, fields);
  setLifeParams(params, fields);
  if (fields.bbox) params.set("bbox", bboxParam(fields.bbox));
  if (fields.poly?.length) params.set("poly", polyParam(fields.poly));
  if (fields.sort && fields.sort !== "newest") params.set("sort", fields.sort);
  if (fields.zoom !== undefined) params.set("zoom", String(fields.zoom));
  return params;
}

/** The list's query: the search without the map's zoom, which only places the map. */
export function listQuery(fields: SearchFields): string {
  return toSearchParams({ ...fields, zoom: undefined }).toString();
}
