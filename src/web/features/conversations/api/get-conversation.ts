import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationThread } from "@/shared/conversations";
import { apiRequest } from "@/web/lib/api-client";
import { CONVERSATIONS_KEY } from "./get-conversations";

/** How often an open thread asks for new messages (TanStack pauses it while the tab is hidden). */
export const THREAD_POLL_MS = 5_000;

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CONVERSATIONS_KEY, "thread", id],
    queryFn: ({ signal }) =>
      apiRequest<ConversationThread>(`/api/conversations/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
    refetchInterval: THREAD_POLL_MS,
  });
}

/** GET /api/conversations/:id: one thread with its messages and tours, polled while open. */
export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
