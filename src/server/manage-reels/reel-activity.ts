import type { ContentAction, ContentActivityDetails } from "@/shared/admin-content";
import { recordActivity } from "../admin/activity.service";
import type { Database } from "../platform/db/client";
import type { ReelActor } from "./access";

/** Writes a reel's change to the activity log, in the transaction of the change. */
export function logReelAction(
  tx: Database,
  actor: ReelActor,
  action: ContentAction,
  id: string,
  title: string,
) {
  const details: ContentActivityDetails = { title };
  return recordActivity(tx, {
    adminId: actor.id,
    action,
    targetType: "reel",
    targetId: id,
    details: { ...details },
  });
}
