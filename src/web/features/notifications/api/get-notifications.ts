import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationList } from "@/shared/notifications";
import { apiRequest } from "@/web/lib/api-client";

/** How many the dashboard lists (the API's default; at most 50). */
export const NOTIFICATIONS_SHOWN = 20;

/** One account's notifications; keyed by user id so the next account never sees them. */
export function notificationsQueryKey(userId: string) {
  return ["notifications", userId] as const;
}

/** GET /api/notifications: newest first, with the unread count. */
export function getNotifications(limit: number, signal?: AbortSignal): Promise<NotificationList> {
  return apiRequest<NotificationList>(`/api/notifications?limit=${limit}`, { signal });
}

export function notificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...notificationsQueryKey(userId), "list"],
    queryFn: ({ signal }) => getNotifications(NOTIFICATIONS_SHOWN, signal),
    // New ones arrive from other people's actions; opening the tab shows the latest.
    staleTime: 0,
  });
}

export function useNotifications(userId: string) {
  return useQuery(notificationsQueryOptions(userId));
}
