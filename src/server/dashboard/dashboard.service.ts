import { and, count, eq, isNotNull, lte, or } from "drizzle-orm";
import type { DashboardSummary } from "@/shared/notifications";
import type { Role } from "@/shared/roles";
import type { Database } from "../db/client";
import { savedProperties, user } from "../db/schema";
import { countUnread } from "../notifications/notifications.service";

/** Admins and realtors see how many photographers they could hire (part 2 §2). */
const SEES_PHOTOGRAPHERS: readonly Role[] = ["admin", "realtor"];

async function countSaved(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedProperties)
    .where(eq(savedProperties.userId, userId));
  return row?.n ?? 0;
}

/**
 * Accounts with the photographer role that can work: not suspended, or whose suspension has
 * run out. The public photographer directory arrives in a later issue; until then the role is
 * what makes someone an available photographer, and this count should follow the directory then.
 */
async function countAvailablePhotographers(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(user)
    .where(
      and(
        eq(user.role, "photographer"),
        or(eq(user.banned, false), and(isNotNull(user.banExpires), lte(user.banExpires, now))),
      ),
    );
  return row?.n ?? 0;
}

/** The live figures of the dashboard overview cards (decision 4). */
export async function dashboardSummary(
  db: Database,
  account: { id: string; role: string },
  now = new Date(),
): Promise<DashboardSummary> {
  const seesPhotographers = SEES_PHOTOGRAPHERS.includes(account.role as Role);
  const [savedCount, unreadNotifications, availablePhotographers] = await Promise.all([
    countSaved(db, account.id),
    countUnread(db, account.id),
    seesPhotographers ? countAvailablePhotographers(db, now) : null,
  ]);
  return { savedCount, unreadNotifications, availablePhotographers };
}
