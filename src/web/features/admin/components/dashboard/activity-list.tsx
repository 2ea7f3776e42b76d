import { Activity } from "lucide-react";
import type { AdminActivityItem } from "@/shared/admin-overview";
import { ReaderTime } from "@/web/components/reader-time";
import { activityActor, activitySentence } from "./activity-sentence";

/** Admin actions, newest first: who did what, and how long ago. */
export function ActivityList({ activities }: { activities: AdminActivityItem[] }) {
  return (
    <ul className="divide-y">
      {activities.map((activity) => (
        <li key={activity.id} className="flex items-start gap-3 py-3">
          <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted">
            <Activity aria-hidden="true" className="size-4 text-muted-foreground" />
          </span>
          <p className="min-w-0 flex-1 text-sm">
            <span className="font-medium">{activityActor(activity)}</span>{" "}
            {activitySentence(activity)}
            <ReaderTime
              at={activity.createdAt}
              withTitle
              className="block text-muted-foreground text-xs"
            />
          </p>
        </li>
      ))}
    </ul>
  );
}
