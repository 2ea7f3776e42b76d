import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MessagesSquare } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { AppNotification } from "@/shared/notifications";
import { ReaderTime } from "@/web/components/reader-time";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { UnreadCount } from "@/web/components/unread-count";
import { apiRequest } from "@/web/lib/api-client";
import type { AuthUser } from "@/web/lib/auth/auth-user";
import { cn } from "@/web/lib/cn";
import { NOTIFICATION_COUNTS_KEY } from "@/web/lib/count-keys";
import { useLatestNotifications } from "@/web/lib/latest-notifications";
import { paths } from "@/web/lib/paths";
import { useUnreadMessages } from "@/web/lib/unread-messages";
import { BellButton } from "./bell-button";

const ALL_NOTIFICATIONS = paths.dashboard({ tab: "notifications" });

/** Only in-app paths are followed; a notification without one opens the full list. */
function destination(link: string | null): string {
  return link?.startsWith("/") && !link.startsWith("//") ? link : ALL_NOTIFICATIONS;
}

/** Opening an unread notification reads it; every unread figure refreshes once it is stored. */
function useReadOnOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(
        "POST /api/notifications/:id/read",
        `/api/notifications/${encodeURIComponent(id)}/read`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNTS_KEY }),
  });
}

function NotificationLine({
  notification,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: () => void;
}) {
  const unread = notification.readAt === null;
  return (
    <DropdownMenuItem asChild onSelect={unread ? onOpen : undefined}>
      <Link to={destination(notification.link)} className="items-start">
        <span
          aria-hidden="true"
          className={cn(
            "mt-1.5 size-2 shrink-0 rounded-full",
            unread ? "bg-primary" : "bg-transparent",
          )}
        />
        <span className="min-w-0 flex-1">
          <span className={cn("block truncate", unread ? "font-semibold" : "font-medium")}>
            {notification.title}
            {unread ? <span className="sr-only"> (unread)</span> : null}
          </span>
          <ReaderTime at={notification.createdAt} className="block text-muted-foreground text-xs" />
        </span>
      </Link>
    </DropdownMenuItem>
  );
}

/**
 * The header's bell for a signed-in member: unread notifications and messages together, and the
 * latest of them on opening. Loaded lazily once the page is live (header-bell.tsx), so public
 * pages' first load carries none of it; polled like the account menu's message counts.
 */
export default function BellMenu({ user, defaultOpen }: { user: AuthUser; defaultOpen: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const latest = useLatestNotifications(user.id);
  const messages = useUnreadMessages(user.id).data;
  const readOnOpen = useReadOnOpen();
  const member = messages?.member ?? 0;
  const realtor = messages?.realtor ?? 0;
  const total = (latest.data?.unreadCount ?? 0) + member + realtor;

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    // The poll may be half a minute old; opening shows the latest.
    if (next) void latest.refetch();
  };

  const messageLines = [
    { tab: "messages" as const, label: "Unread messages", count: member },
    { tab: "inbox" as const, label: "Unread inbox messages", count: realtor },
  ].filter((line) => line.count > 0);

  return (
    <DropdownMenu open={open} onOpenChange={handleOpenChange}>
      <DropdownMenuTrigger asChild>
        <BellButton unread={total} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel className="font-semibold">Notifications</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {messageLines.map(({ tab, label, count }) => (
          <DropdownMenuItem key={tab} asChild>
            <Link to={paths.dashboard({ tab })}>
              <MessagesSquare aria-hidden="true" />
              {label}
              <UnreadCount count={count} className="ml-auto" />
            </Link>
          </DropdownMenuItem>
        ))}
        {messageLines.length > 0 ? <DropdownMenuSeparator /> : null}
        <BellList state={latest} onOpen={(id) => readOnOpen.mutate(id)} />
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={ALL_NOTIFICATIONS} className="justify-center font-medium">
            See all notifications
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

interface BellListProps {
  state: ReturnType<typeof useLatestNotifications>;
  onOpen: (id: string) => void;
}

function BellList({ state, onOpen }: BellListProps) {
  if (state.data) {
    if (state.data.items.length === 0) {
      return <p className="px-2 py-3 text-muted-foreground text-sm">No notifications yet.</p>;
    }
    return state.data.items.map((notification) => (
      <NotificationLine
        key={notification.id}
        notification={notification}
        onOpen={() => onOpen(notification.id)}
      />
    ));
  }
  if (state.isError) {
    return (
      <p role="alert" className="px-2 py-3 text-destructive text-sm">
        Notifications could not be loaded. Try again in a moment.
      </p>
    );
  }
  return (
    <p role="status" className="px-2 py-3 text-muted-foreground text-sm">
      Loading notifications…
    </p>
  );
}
