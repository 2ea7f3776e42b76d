import { eq } from "drizzle-orm";
import { ADMIN_USER_MESSAGES } from "@/shared/admin-users";
import { emailNotice } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import type { Database } from "../platform/db/client";
import { session, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { recordActivity } from "./activity.service";
import { isSuspended } from "./users-query";
import { assertAnotherActiveAdmin, lockAdminRoster, lockUser } from "./users-roles";

/**
 * Suspend User. Writes what the admin plugin's banUser writes (banned, reason, no
 * end date) and ends every session of the user, but in our own transaction with the activity
 * row: the plugin's endpoint runs outside it and needs the acting admin's request headers. The
 * plugin still does the refusing: its session hook turns down any sign-in of a banned account
 * (answered as a wrong password is, decision 010), and with no session left the user is signed
 * out on their next request. The user is told by e-mail, as their settings allow.
 */
export async function suspendUser(
  db: Database,
  mailer: AppMailer,
  adminId: string,
  targetId: string,
  reason: string,
): Promise<void> {
  if (targetId === adminId) throw ApiError.conflict(ADMIN_USER_MESSAGES.ownSuspend);
  await db.transaction(async (tx) => {
    await lockAdminRoster(tx);
    const target = await lockUser(tx, targetId);
    if (isSuspended(target)) throw ApiError.conflict(ADMIN_USER_MESSAGES.alreadySuspended);
    if (target.role === "admin") await assertAnotherActiveAdmin(tx, target.id);
    await tx
      .update(user)
      .set({ banned: true, banReason: reason, banExpires: null, updatedAt: new Date() })
      .where(eq(user.id, target.id));
    await tx.delete(session).where(eq(session.userId, target.id));
    await recordActivity(tx, {
      adminId,
      action: "user_suspended",
      targetType: "user",
      targetId: target.id,
      details: { name: target.name, email: target.email, reason },
    });
    await emailNotice(tx, mailer, target.id, {
      kind: "account-suspension",
      props: { suspended: true, reason },
    });
  });
}

/** Lifts a suspension: the user can sign in again (their ended sessions stay ended). */
export async function unsuspendUser(
  db: Database,
  mailer: AppMailer,
  adminId: string,
  targetId: string,
) {
  await db.transaction(async (tx) => {
    const target = await lockUser(tx, targetId);
    if (!isSuspended(target)) throw ApiError.conflict(ADMIN_USER_MESSAGES.notSuspended);
    await tx
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
      .where(eq(user.id, target.id));
    await recordActivity(tx, {
      adminId,
      action: "user_unsuspended",
      targetType: "user",
      targetId: target.id,
      details: { name: target.name, email: target.email },
    });
    await emailNotice(tx, mailer, target.id, {
      kind: "account-suspension",
      props: { suspended: false, reason: null },
    });
  });
}
