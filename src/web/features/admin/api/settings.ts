import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/admin/settings: the site name and contact e-mail. */
function getSiteSettings(signal?: AbortSignal) {
  return apiRequest("GET /api/admin/settings", "/api/admin/settings", { signal });
}

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "settings"],
    queryFn: ({ signal }) => getSiteSettings(signal),
  });
}

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
