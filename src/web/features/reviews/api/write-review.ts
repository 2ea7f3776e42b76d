import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewCreateInput } from "@/shared/schemas/reviews";
import { apiRequest } from "@/web/lib/api-client";
import { REVIEWS_KEY } from "./professional-reviews";

/** POST /api/reviews; the reviews, the offers to review and the cards' figures are read again. */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewCreateInput) =>
      apiRequest("POST /api/reviews", "/api/reviews", { body: input }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ["realtors"] }),
      ]);
    },
  });
}
