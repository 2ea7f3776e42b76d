import { NotificationToggles } from "./notification-toggles";
import { RecentNotifications } from "./recent-notifications";

/** The dashboard's Notifications tab: the quick toggles and the list. */
export function NotificationsPanel({ userId }: { userId: string }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
      <NotificationToggles userId={userId} />
      <RecentNotifications userId={userId} />
    </div>
  );
}
