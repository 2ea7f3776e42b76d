import { queryOptions, useQuery } from "@tanstack/react-query";
import { THREAD_POLL_MS } from "@/shared/conversations";
import { apiRequest } from "@/web/lib/api-client";
import { CONVERSATIONS_KEY } from "./get-conversations";

function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CONVERSATIONS_KEY, "thread", id],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/conversations/:id", `/api/conversations/${encodeURIComponent(id)}`, {
        signal,
      }),
    staleTime: 0,
    // TanStack pauses the poll while the browser tab is hidden.
    refetchInterval: THREAD_POLL_MS,
  });
}

/** GET /api/conversations/:id: one thread with its messages and tours, polled while open. */
export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
