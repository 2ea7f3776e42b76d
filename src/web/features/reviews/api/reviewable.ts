import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { REVIEWS_KEY } from "./professional-reviews";

/** GET /api/reviews/reviewable?subjectId=: the caller's engagements with them still to review. */
export function reviewableQueryOptions(subjectId: string) {
  return queryOptions({
    queryKey: [...REVIEWS_KEY, "reviewable", subjectId],
    queryFn: ({ signal }) =>
      apiRequest(
        "GET /api/reviews/reviewable",
        `/api/reviews/reviewable?subjectId=${encodeURIComponent(subjectId)}`,
        { signal },
      ),
  });
}

/** Asked only for a signed-in visitor: nobody else has anything to review. */
export function useReviewable(subjectId: string, signedIn: boolean) {
  return useQuery({ ...reviewableQueryOptions(subjectId), enabled: signedIn });
}
