import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MapBounds } from "@/shared/map-area";
import type { SearchFields } from "@/shared/schemas/property-search";
import { apiRequest } from "@/web/lib/api-client";
import { toSearchParams } from "../search-query";

/**
 * The query of the map's answer (GET /api/properties?view=clusters): the search's filters and
 * drawn area, over the area the map shows now (which may differ from the searched one while
 * 'Search as I move the map' is off), at the map's zoom. The sort does not matter to it.
 */
export function mapAnswerQuery(fields: SearchFields, view: MapBounds, zoom: number): string {
  const params = toSearchParams({ ...fields, sort: undefined, bbox: view, zoom });
  params.set("view", "clusters");
  return params.toString();
}

/** The map's clusters and pins (none until the map knows its view); the previous answer stays on the map while the next loads. */
export function usePropertyMap(query: string | null) {
  return useQuery({
    queryKey: ["properties", "map", query],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/properties?view=clusters", `/api/properties?${query}`, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
