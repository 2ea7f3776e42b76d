import { Link } from "react-router";
import type { AppNotification } from "@/shared/notifications";
import { ReaderTime } from "@/web/components/reader-time";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

/** Only in-app paths become links; anything else stays plain text. */
function inAppPath(link: string | null): string | null {
  return link?.startsWith("/") && !link.startsWith("//") ? link : null;
}

interface NotificationItemProps {
  notification: AppNotification;
  onRead: (id: string) => void;
}

/** One notification: unread ones are marked and can be marked as read, here or by opening them. */
export function NotificationItem({ notification, onRead }: NotificationItemProps) {
  const { id, title, body, createdAt, readAt } = notification;
  const unread = readAt === null;
  const link = inAppPath(notification.link);
  return (
    <li className={cn("flex items-start gap-3 px-4 py-3", unread && "bg-accent/40")}>
      <span
        aria-hidden="true"
        className={cn(
          "mt-2 size-2 shrink-0 rounded-full",
          unread ? "bg-primary" : "bg-transparent",
        )}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className={cn("break-words", unread ? "font-semibold" : "font-medium")}>
          {link ? (
            <Link
              to={link}
              onClick={() => (unread ? onRead(id) : undefined)}
              className="underline-offset-4 hover:underline"
            >
              {title}
            </Link>
          ) : (
            title
          )}
          {unread ? <span className="sr-only"> (unread)</span> : null}
        </p>
        {/* Plain text on purpose: bodies can quote what other people wrote. */}
        {body ? <p className="break-words text-muted-foreground text-sm">{body}</p> : null}
        <p className="text-muted-foreground text-xs">
          <ReaderTime at={createdAt} withTitle />
        </p>
      </div>
      {unread ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={`Mark as read: ${title}`}
          onClick={() => onRead(id)}
        >
          Mark as read
        </Button>
      ) : null}
    </li>
  );
}
