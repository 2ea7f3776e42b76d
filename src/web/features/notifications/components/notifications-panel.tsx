import { NotificationSettingsLink } from "@/web/components/notification-settings-link";
import { RecentNotifications } from "./recent-notifications";

/** The dashboard's Notifications tab: the list, and the way to its settings. */
export function NotificationsPanel({ userId }: { userId: string }) {
  return (
    <div className="space-y-4">
      <NotificationSettingsLink />
      <RecentNotifications userId={userId} />
    </div>
  );
}
