import { Bell } from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/web/lib/cn";
import { paths } from "@/web/lib/paths";

/** Where a notification setting used to be: a pointer to their one home in Settings. */
export function NotificationSettingsLink({ className }: { className?: string }) {
  return (
    <p className={cn("flex items-center gap-2 text-muted-foreground text-sm", className)}>
      <Bell aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Notification settings are in{" "}
        <Link
          to={paths.notificationSettings()}
          className="font-medium text-foreground underline underline-offset-4"
        >
          Settings
        </Link>
        .
      </span>
    </p>
  );
}
