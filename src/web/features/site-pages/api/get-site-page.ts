import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SitePage, SitePageSlug } from "@/shared/site-pages";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/site-pages/:slug */
function getSitePage(slug: SitePageSlug, signal?: AbortSignal): Promise<SitePage> {
  return apiRequest("GET /api/site-pages/:slug", `/api/site-pages/${slug}`, { signal });
}

/** The back office's save puts its answer under this key, so the public page shows it at once. */
export function sitePageQueryOptions(slug: SitePageSlug) {
  return queryOptions({
    queryKey: ["site-pages", slug],
    queryFn: ({ signal }) => getSitePage(slug, signal),
  });
}

export function useSitePage(slug: SitePageSlug) {
  return useQuery(sitePageQueryOptions(slug));
}
