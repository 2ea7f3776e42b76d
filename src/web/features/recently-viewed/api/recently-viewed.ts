import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PropertySummary } from "@/shared/properties";
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
        ? apiRequest<PropertySummary[]>("/api/recently-viewed", { signal })
        : localIds.length === 0
          ? Promise.resolve([])
          : apiRequest<PropertySummary[]>(
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
      apiRequest<null>(`/api/recently-viewed/${encodeURIComponent(propertyId)}`, {
        method: "PUT",
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
