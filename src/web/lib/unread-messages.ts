import { queryOptions, useQuery } from "@tanstack/react-query";
import { UNREAD_POLL_MS, type UnreadCounts } from "@/shared/conversations";
import { apiRequest } from "./api-client";

/**
 * GET /api/conversations/unread: unread messages per side, for the header's account menu and the
 * dashboard's tabs. Here rather than in a feature because the header (an app-wide piece) shows it.
 */
export const UNREAD_MESSAGES_KEY = ["conversations", "unread"] as const;

export function unreadMessagesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...UNREAD_MESSAGES_KEY, userId],
    queryFn: ({ signal }) => apiRequest<UnreadCounts>("/api/conversations/unread", { signal }),
    // A light poll: new mail matters, but not to the second; focus brings it up to date too.
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: UNREAD_POLL_MS,
  });
}

/** Unread counts for the signed-in user; pass null while signed out (nothing is asked). */
export function useUnreadMessages(userId: string | null) {
  return useQuery({ ...unreadMessagesQueryOptions(userId ?? ""), enabled: userId !== null });
}
