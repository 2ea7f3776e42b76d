import type { Database } from "../platform/db/client";
import { adminActivities } from "../platform/db/schema";

export interface ActivityInput {
  /** The administrator who acted. */
  adminId: string;
  /** e.g. "role_changed", "user_suspended", or a ContentAction of src/shared/admin-content.ts. */
  action: string;
  /** e.g. "user", "access_request", "property", "blog_post". */
  targetType: string;
  targetId: string | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one row of the admin activity log. Pass the action's own transaction, so the log never
 * shows something that was rolled back, nor misses something that happened.
 */
export async function recordActivity(tx: Database, input: ActivityInput): Promise<void> {
  await tx.insert(adminActivities).values({
    adminId: input.adminId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    details: input.details ?? {},
  });
}
