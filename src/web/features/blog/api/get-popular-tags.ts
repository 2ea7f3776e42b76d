import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/blog/popular-tags: the 8 most used tags, or the fallback topics when none. */
function getPopularTags(signal?: AbortSignal): Promise<string[]> {
  return apiRequest("GET /api/blog/popular-tags", "/api/blog/popular-tags", { signal });
}

export function popularTagsQueryOptions() {
  return queryOptions({
    queryKey: ["blog", "popular-tags"],
    queryFn: ({ signal }) => getPopularTags(signal),
  });
}

export function usePopularTags() {
  return useQuery(popularTagsQueryOptions());
}
