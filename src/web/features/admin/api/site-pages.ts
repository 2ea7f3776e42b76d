import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SitePageInput } from "@/shared/schemas/site-pages";
import type { SitePage, SitePageSlug } from "@/shared/site-pages";
import { apiRequest } from "@/web/lib/api-client";
import { adminActivitiesKey } from "./activities";

/** GET /api/admin/site-pages: About, Contact, Terms and Privacy, in the footer's order. */
function getAdminSitePages(signal?: AbortSignal) {
  return apiRequest("GET /api/admin/site-pages", "/api/admin/site-pages", { signal });
}

function adminSitePagesQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "site-pages"],
    queryFn: ({ signal }) => getAdminSitePages(signal),
  });
}

export function useAdminSitePages() {
  return useQuery(adminSitePagesQueryOptions());
}

/** PUT /api/admin/site-pages/:slug */
function saveSitePage({ slug, ...input }: SitePageInput & { slug: SitePageSlug }) {
  return apiRequest("PUT /api/admin/site-pages/:slug", `/api/admin/site-pages/${slug}`, {
    body: input,
  });
}

/**
 * Saves a page; the public page's cache is dropped (features do not import each other, so by
 * its key, ["site-pages", slug]), and the list and activity feed reload.
 */
export function useSaveSitePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSitePage,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSitePagesQueryOptions().queryKey, (pages?: SitePage[]) =>
        pages?.map((page) => (page.slug === saved.slug ? saved : page)),
      );
      void queryClient.invalidateQueries({ queryKey: ["site-pages", saved.slug] });
      void queryClient.invalidateQueries({ queryKey: adminActivitiesKey });
    },
  });
}
