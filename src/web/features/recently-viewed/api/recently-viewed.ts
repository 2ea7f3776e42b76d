import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";

const KEY = ["recently-viewed"] as const;

/**
 * The listings to offer again: a member's from the server (all their browsers), a visitor's from
 * the ids this browser kept.
 */
function recentlyViewedQueryOptions(signedIn: boolean, localIds: string[]) {
  return queryOptions({
    queryKey: [...KEY, signedIn ? "account" : localIds.join(",")],
    queryFn: ({ signal }) =>
      signedIn
        ? apiRequest("GET /api/recently-viewed", "/api/recently-viewed", { signal })
        : localIds.length === 0
          ? Promise.resolve([])
          : apiRequest(
              "GET /api/recently-viewed/listings",
              `/api/recently-viewed/listings?ids=${localIds.map(encodeURIComponent).join(",")}`,
              { signal },
            ),
  });
}

export function useRecentlyViewed(signedIn: boolean, localIds: string[], enabled: boolean) {
  return useQuery({ ...recentlyViewedQueryOptions(signedIn, localIds), enabled });
}

/**
 * PUT /api/recently-viewed/:id: the member opened this listing; their list is read afresh after.
 * A plain call rather than a mutation hook: the listing page records every visit, and useMutation's
 * code would load with it for nothing else.
 */
export async function recordView(queryClient: QueryClient, propertyId: string): Promise<void> {
  await apiRequest(
    "PUT /api/recently-viewed/:propertyId",
    `/api/recently-viewed/${encodeURIComponent(propertyId)}`,
    { body: {} },
  );
  await queryClient.invalidateQueries({ queryKey: KEY });
}
