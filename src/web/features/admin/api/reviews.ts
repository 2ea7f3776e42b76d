import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminReviewListQuery } from "@/shared/schemas/reviews";
import { apiRequest } from "@/web/lib/api-client";
import { ADMIN_AREA_KEY } from "./users";

const REVIEWS_KEY = [...ADMIN_AREA_KEY, "reviews"] as const;

/** GET /api/admin/reviews: every review, hidden ones included, newest first. */
export function useAdminReviews({ status, page }: AdminReviewListQuery) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, status, page],
    queryFn: ({ signal }) =>
      apiRequest(
        "GET /api/admin/reviews",
        `/api/admin/reviews?${new URLSearchParams({ status, page: String(page) })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/reviews/:id/hide: out of the public figures, with the reason logged. */
export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(
        "POST /api/admin/reviews/:id/hide",
        `/api/admin/reviews/${encodeURIComponent(id)}/hide`,
        { body: { reason } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
