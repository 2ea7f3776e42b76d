import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewReplyInput } from "@/shared/schemas/reviews";
import { apiRequest } from "@/web/lib/api-client";
import { REVIEWS_KEY } from "./professional-reviews";

/** POST /api/reviews/:id/reply: the professional's one reply. */
export function useReplyToReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewReplyInput) =>
      apiRequest(
        "POST /api/reviews/:id/reply",
        `/api/reviews/${encodeURIComponent(reviewId)}/reply`,
        {
          body: input,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
