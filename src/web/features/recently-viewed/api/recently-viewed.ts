import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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

/** PUT /api/recently-viewed/:id: the member opened this listing. */
export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) =>
      apiRequest(
        "PUT /api/recently-viewed/:propertyId",
        `/api/recently-viewed/${encodeURIComponent(propertyId)}`,
        {
          body: {},
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
