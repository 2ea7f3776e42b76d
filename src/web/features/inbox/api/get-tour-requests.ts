import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { CONVERSATIONS_KEY } from "./get-conversations";

/** GET /api/tours/requests: the buyer's own tours still to come (under the threads' key). */
export function useTourRequests() {
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, "tour-requests"],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/tours/requests", "/api/tours/requests", { signal }),
    staleTime: 0,
  });
}
