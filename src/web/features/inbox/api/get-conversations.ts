import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ConversationSide, UNREAD_POLL_MS } from "@/shared/conversations";
import type { LeadStage } from "@/shared/leads";
import { apiRequest } from "@/web/lib/api-client";

/** Every key of this feature starts here, so a reply or a tour action can refresh them all. */
export const CONVERSATIONS_KEY = ["conversations"] as const;

/**
 * GET /api/conversations?as=: the caller's threads on one side, newest activity first; the
 * realtor's may keep one lead stage.
 */
function conversationsQueryOptions(as: ConversationSide, stage: LeadStage | null) {
  const query = new URLSearchParams({ as, ...(stage ? { stage } : {}) });
  return queryOptions({
    queryKey: [...CONVERSATIONS_KEY, "list", as, stage],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/conversations", `/api/conversations?${query}`, { signal }),
    // The list's previews and badges move with every message; keep them fresh while shown.
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
  });
}

export function useConversations(as: ConversationSide, stage: LeadStage | null = null) {
  return useQuery(conversationsQueryOptions(as, stage));
}
