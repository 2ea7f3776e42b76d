import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CompareAnswer } from "@/shared/compare";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/properties/compare: the homes in order and the rows comparing those still listed. */
function getComparison(ids: readonly string[], signal?: AbortSignal): Promise<CompareAnswer> {
  const query = new URLSearchParams({ ids: ids.join(",") });
  return apiRequest("GET /api/properties/compare", `/api/properties/compare?${query}`, { signal });
}

export function comparisonQueryOptions(ids: readonly string[]) {
  return queryOptions({
    // Under "properties": a change to a listing refreshes every comparison that shows it.
    queryKey: ["properties", "compare", ids.join(",")],
    queryFn: ({ signal }) => getComparison(ids, signal),
  });
}

export function useComparison(ids: readonly string[]) {
  return useQuery({ ...comparisonQueryOptions(ids), enabled: ids.length > 0 });
}
