import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { NotificationList } from "@/shared/notifications";
import { apiRequest } from "@/web/lib/api-client";

/** How many one page lists (the API's default; at most 50). */
const NOTIFICATIONS_SHOWN = 20;

/** One account's notifications; keyed by user id so the next account never sees them. */
export function notificationsQueryKey(userId: string) {
  return ["notifications", userId] as const;
}

/** GET /api/notifications: one page, newest first, with the unread count of all of them. */
function getNotifications(
  limit: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set("cursor", cursor);
  return apiRequest("GET /api/notifications", `/api/notifications?${query}`, { signal });
}

export function notificationsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: [...notificationsQueryKey(userId), "list"],
    queryFn: ({ pageParam, signal }) => getNotifications(NOTIFICATIONS_SHOWN, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // New ones arrive from other people's actions; opening the tab shows the latest.
    staleTime: 0,
  });
}

export function useNotifications(userId: string) {
  return useInfiniteQuery(notificationsQueryOptions(userId));
}
