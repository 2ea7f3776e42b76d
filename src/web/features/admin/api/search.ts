import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_SEARCH_MIN } from "@/shared/admin-overview";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/admin/search: up to 5 users, listings and posts containing the text. */
function getAdminSearch(q: string, signal?: AbortSignal) {
  return apiRequest("GET /api/admin/search", `/api/admin/search?q=${encodeURIComponent(q)}`, {
    signal,
  });
}

function adminSearchQueryOptions(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: ["admin", "search", text],
    queryFn: ({ signal }) => getAdminSearch(text, signal),
    enabled: text.length >= ADMIN_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}

export function useAdminSearch(q: string) {
  return useQuery(adminSearchQueryOptions(q));
}
