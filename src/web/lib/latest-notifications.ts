import { queryOptions, useQuery } from "@tanstack/react-query";
import { UNREAD_POLL_MS } from "@/shared/conversations";
import { apiRequest } from "./api-client";
import { NOTIFICATION_COUNTS_KEY } from "./count-keys";

/** How many the header's bell lists; the rest are a "See all" away. */
export const BELL_NOTIFICATIONS_SHOWN = 5;

/**
 * GET /api/notifications, first few: the header bell's list and its unread count of all of them.
 * Here rather than in a feature because the header (an app-wide piece) shows it; keyed under the
 * notification counts so marking notifications read anywhere refreshes it.
 */
export function latestNotificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...NOTIFICATION_COUNTS_KEY, "latest", userId],
    queryFn: ({ signal }) =>
      apiRequest("GET /api/notifications", `/api/notifications?limit=${BELL_NOTIFICATIONS_SHOWN}`, {
        signal,
      }),
    refetchInterval: UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS,
  });
}

export function useLatestNotifications(userId: string) {
  return useQuery(latestNotificationsQueryOptions(userId));
}
