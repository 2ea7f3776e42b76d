import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DirectoryKind } from "@/shared/directory";
import { apiRequest } from "@/web/lib/api-client";

/** Every reviews query starts with this key, so a write refreshes them all. */
export const REVIEWS_KEY = ["reviews"] as const;

/**
 * GET /api/realtors|photographers/:id/reviews?page=: a professional's visible reviews, with
 * their count and average.
 */
export function professionalReviewsQueryOptions(kind: DirectoryKind, id: string, page: number) {
  const path = `/${encodeURIComponent(id)}/reviews?page=${page}` as const;
  return queryOptions({
    queryKey: [...REVIEWS_KEY, kind, id, page],
    queryFn: ({ signal }) =>
      kind === "realtor"
        ? apiRequest("GET /api/realtors/:id/reviews", `/api/realtors${path}`, { signal })
        : apiRequest("GET /api/photographers/:id/reviews", `/api/photographers${path}`, {
            signal,
          }),
    placeholderData: keepPreviousData,
  });
}

export function useProfessionalReviews(kind: DirectoryKind, id: string, page: number) {
  return useQuery(professionalReviewsQueryOptions(kind, id, page));
}
