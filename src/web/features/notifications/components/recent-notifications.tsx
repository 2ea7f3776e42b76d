import { BellOff, CheckCheck } from "lucide-react";
import { LoadMore } from "@/web/components/load-more";
import { Button } from "@/web/components/ui/button";
import { Card, CardHeader } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { notifyError } from "@/web/lib/notify";
import { useNotifications } from "../api/get-notifications";
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from "../api/mark-notifications-read";
import { NotificationItem } from "./notification-item";

const READ_FAILED = "The notification could not be marked as read. Please try again.";

/** The user's notifications, newest first, as stored (no samples). */
export function RecentNotifications({ userId }: { userId: string }) {
  const notifications = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  // Every page carries the count of all unread ones; the first is the freshest.
  const unread = notifications.data?.pages[0]?.unreadCount ?? 0;
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const onError = (error: unknown) => notifyError("Error", error, READ_FAILED);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 className="font-semibold text-xl">Recent Notifications</h2>
          {notifications.data ? (
            <p className="text-muted-foreground text-sm">{unread} unread</p>
          ) : null}
        </div>
        {unread > 0 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError })}
          >
            <CheckCheck aria-hidden="true" />
            Mark all as read
          </Button>
        ) : null}
      </CardHeader>
      {notifications.isPending ? (
        <div role="status" className="space-y-3 px-6 pb-6">
          <span className="sr-only">Loading notifications</span>
          <Skeleton className="h-14 rounded-md" />
          <Skeleton className="h-14 rounded-md" />
        </div>
      ) : notifications.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 px-6 pb-6">
          <p className="text-muted-foreground text-sm">Your notifications could not be loaded.</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => void notifications.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 pb-10 text-center">
          <BellOff aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-muted-foreground">You have no new notifications</p>
        </div>
      ) : (
        <>
          <ul aria-label="Notifications" className="divide-y border-t">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onRead={(id) => markRead.mutate(id, { onError })}
              />
            ))}
          </ul>
          {notifications.hasNextPage ? (
            <div className="border-t pb-4">
              <LoadMore pages={notifications} failed="We couldn't load more notifications." />
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
