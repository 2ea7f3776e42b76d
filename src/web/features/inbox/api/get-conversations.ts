import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ConversationSide, UNREAD_POLL_MS } from "@/shared/conversations";
import { apiRequest } from "@/web/lib/api-client";

/** Every key of this feature starts here, so a reply or a tour action can refresh them all. */
export const CONVERSATIONS_KEY = ["conversations"] as const;

/** GET /api/conversations?as=: the caller's threads on one side, newest activity first. */
function conversationsQueryOptions(as: ConversationSide) {
  return queryOptions({
    queryKey: [...CONVERSATIONS_KEY, "list", as],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/conversations", `/api/conversations?as=${as}`, { signal }),
    // The list's previews and badges move with every message; keep them fresh while shown.
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
  });
}

export function useConversations(as: ConversationSide) {
  return useQuery(conversationsQueryOptions(as));
}
