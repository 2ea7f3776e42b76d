import { desc, eq } from "drizzle-orm";
import type { AdminActivityItem, AdminPendingTask } from "@/shared/admin-overview";
import type { AccessRequestType } from "@/shared/schemas/access-requests";
import type { Database } from "../platform/db/client";
import { accessRequests, adminActivities, user } from "../platform/db/schema";

/** The latest admin actions, newest first, with the acting admin's current name. */
export async function listActivities(db: Database, limit: number): Promise<AdminActivityItem[]> {
  const rows = await db
    .select({
      id: adminActivities.id,
      adminId: user.id,
      adminName: user.name,
      action: adminActivities.action,
      targetType: adminActivities.targetType,
      targetId: adminActivities.targetId,
      details: adminActivities.details,
      createdAt: adminActivities.createdAt,
    })
    .from(adminActivities)
    // The foreign key sets admin_id to null when the admin's account is deleted; the row stays.
    .leftJoin(user, eq(user.id, adminActivities.adminId))
    .orderBy(desc(adminActivities.createdAt), desc(adminActivities.seq))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    admin: row.adminId ? { id: row.adminId, name: row.adminName ?? "" } : null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Access requests waiting for a decision, newest first (the dashboard's Pending Tasks). */
export async function listPendingTasks(db: Database, limit: number): Promise<AdminPendingTask[]> {
  const rows = await db
    .select({
      id: accessRequests.id,
      requestType: accessRequests.requestType,
      createdAt: accessRequests.createdAt,
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
    })
    .from(accessRequests)
    .innerJoin(user, eq(user.id, accessRequests.userId))
    .where(eq(accessRequests.status, "pending"))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    user: { id: row.userId, name: row.userName, email: row.userEmail },
    requestType: row.requestType as AccessRequestType,
    createdAt: row.createdAt.toISOString(),
  }));
}
