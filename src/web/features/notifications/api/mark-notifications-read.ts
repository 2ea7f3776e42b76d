import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import type { NotificationList } from "@/shared/notifications";
import { apiRequest } from "@/web/lib/api-client";
import { NOTIFICATION_COUNTS_KEY } from "@/web/lib/count-keys";
import { notificationsQueryKey, notificationsQueryOptions } from "./get-notifications";

/** POST /api/notifications/:id/read. */
function markNotificationRead(id: string): Promise<null> {
  return apiRequest(
    "POST /api/notifications/:id/read",
    `/api/notifications/${encodeURIComponent(id)}/read`,
  );
}

/** POST /api/notifications/read-all. */
function markAllNotificationsRead(): Promise<null> {
  return apiRequest("POST /api/notifications/read-all", "/api/notifications/read-all");
}

/**
 * The loaded pages with the given notifications (all when `ids` is null) read as of now. Every
 * page carries the count of all unread ones, so each is lowered by all the newly read.
 */
export function withRead(
  list: InfiniteData<NotificationList>,
  ids: readonly string[] | null,
): InfiniteData<NotificationList> {
  const now = new Date().toISOString();
  let newlyRead = 0;
  const pages = list.pages.map((page) => ({
    ...page,
    items: page.items.map((item) => {
      if (item.readAt || (ids && !ids.includes(item.id))) return item;
      newlyRead += 1;
      return { ...item, readAt: now };
    }),
  }));
  return {
    ...list,
    pages: pages.map((page) => ({
      ...page,
      unreadCount: ids ? Math.max(0, page.unreadCount - newlyRead) : 0,
    })),
  };
}

/**
 * Shows the change at once and puts the previous list back if the server refuses; afterwards the
 * server's list wins either way.
 */
function useOptimisticRead<T>(
  userId: string,
  mutationFn: (variables: T) => Promise<null>,
  ids: (variables: T) => readonly string[] | null,
) {
  const queryClient = useQueryClient();
  const listKey = notificationsQueryOptions(userId).queryKey;
  return useMutation({
    mutationFn,
    onMutate: async (variables: T) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData(listKey);
      if (previous) queryClient.setQueryData(listKey, withRead(previous, ids(variables)));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => refreshNotifications(queryClient, userId),
  });
}

/** The list, and every figure elsewhere that counts unread notifications (once the read is stored). */
function refreshNotifications(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationsQueryKey(userId) }),
    queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNTS_KEY }),
  ]);
}

export function useMarkNotificationRead(userId: string) {
  return useOptimisticRead(userId, markNotificationRead, (id: string) => [id]);
}

export function useMarkAllNotificationsRead(userId: string) {
  return useOptimisticRead(
    userId,
    (_: undefined) => markAllNotificationsRead(),
    () => null,
  );
}
