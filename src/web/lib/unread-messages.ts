import { queryOptions, useQuery } from "@tanstack/react-query";
import { UNREAD_POLL_MS } from "@/shared/conversations";
import { apiRequest } from "./api-client";

/**
 * GET /api/conversations/unread: unread messages per side, for the header's account menu and the
 * dashboard's tabs. Here rather than in a feature because the header (an app-wide piece) shows it.
 */
export const UNREAD_MESSAGES_KEY = ["conversations", "unread"] as const;

function unreadMessagesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...UNREAD_MESSAGES_KEY, userId],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/conversations/unread", "/api/conversations/unread", { signal }),
    // A light poll: new mail matters, but not to the second (a window's focus refetches too).
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS,
  });
}

/** Unread counts for the signed-in user. */
export function useUnreadMessages(userId: string) {
  return useQuery(unreadMessagesQueryOptions(userId));
}
