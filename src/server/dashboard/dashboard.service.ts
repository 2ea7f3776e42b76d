import { count, eq } from "drizzle-orm";
import type { DashboardSummary } from "@/shared/notifications";
import type { Role } from "@/shared/roles";
import { countListedPhotographers } from "../directory/photographers.service";
import { countUnread } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { savedProperties } from "../platform/db/schema";

/** Admins and realtors see how many photographers they could hire. */
const SEES_PHOTOGRAPHERS: readonly Role[] = ["admin", "realtor"];

async function countSaved(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedProperties)
    .where(eq(savedProperties.userId, userId));
  return row?.n ?? 0;
}

/** The live figures of the dashboard overview cards. */
export async function dashboardSummary(
  db: Database,
  account: { id: string; role: string },
  now = new Date(),
): Promise<DashboardSummary> {
  const seesPhotographers = SEES_PHOTOGRAPHERS.includes(account.role as Role);
  const [savedCount, unreadNotifications, availablePhotographers] = await Promise.all([
    countSaved(db, account.id),
    countUnread(db, account.id),
    // The same photographers the public directory lists.
    seesPhotographers ? countListedPhotographers(db, now) : null,
  ]);
  return { savedCount, unreadNotifications, availablePhotographers };
}
