import { and, eq } from "drizzle-orm";
import { ADMIN_USER_MESSAGES, alreadyDecidedMessage } from "@/shared/admin-users";
import type { Role } from "@/shared/roles";
import type { AccessRequestType } from "@/shared/schemas/access-requests";
import { addToDirectory } from "../directory/entries.service";
import { emailNotice } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import {
  accessApprovedNotification,
  accessRejectedNotification,
} from "../notifications/events/access-decided";
import { notifyUser } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { accessRequests, profiles, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { ensureProfileRow } from "../profiles/profiles.service";
import { isUuid } from "../properties/ids";
import { recordActivity } from "./activity.service";
import { applyRoleChange } from "./users-roles";

export type RequestDecision = "approved" | "rejected";

const notFound = () => ApiError.notFound(ADMIN_USER_MESSAGES.requestNotFound);

/**
 * Approve or Reject on Pending Requests. Only a pending request can be decided:
 * the conditional UPDATE ... WHERE status = 'pending' lets exactly one of two simultaneous
 * decisions through, and the other gets a 409 naming the outcome. Approval gives the role (an
 * administrator keeps theirs and is still listed), records the outcome on the request and the
 * profile, lists the user in the directory from what they submitted and tells them (in the app
 * and by e-mail); rejection records and tells. All of it, with the activity row, lands in one transaction.
 */
export async function decideAccessRequest(
  db: Database,
  mailer: AppMailer,
  adminId: string,
  requestId: string,
  decision: RequestDecision,
  /** Why a rejection was made; the applicant reads it. */
  reason = "",
): Promise<void> {
  if (!isUuid(requestId)) throw notFound();
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ userId: accessRequests.userId })
      .from(accessRequests)
      .where(eq(accessRequests.id, requestId))
      .limit(1);
    if (!found) throw notFound();
    // The account is locked before the request, in the order the deletion takes them, so a
    // decision and a deletion of the same user wait for each other instead of deadlocking.
    const [account] = await tx
      .select({ id: user.id, name: user.name, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, found.userId))
      .for("update");
    if (!account) throw notFound();

    const now = new Date();
    const [request] = await tx
      .update(accessRequests)
      .set({ status: decision, decidedAt: now, decidedBy: adminId })
      .where(and(eq(accessRequests.id, requestId), eq(accessRequests.status, "pending")))
      .returning();
    if (!request) {
      const [current] = await tx
        .select({ status: accessRequests.status })
        .from(accessRequests)
        .where(eq(accessRequests.id, requestId));
      if (!current) throw notFound();
      throw ApiError.conflict(alreadyDecidedMessage(current.status as RequestDecision));
    }

    const type = request.requestType as AccessRequestType;
    await ensureProfileRow(tx, account);
    await tx
      .update(profiles)
      .set({
        ...(type === "realtor"
          ? { realtorRequestStatus: decision }
          : { photographerRequestStatus: decision }),
        updatedAt: now,
      })
      .where(eq(profiles.id, account.id));

    if (decision === "approved") {
      const role = account.role as Role;
      const listWith = { ...request, requestType: type };
      if (role === "admin" || role === type) await addToDirectory(tx, listWith);
      else await applyRoleChange(tx, { id: account.id, role }, type, listWith);
    }
    await notifyUser(
      tx,
      account.id,
      decision === "approved"
        ? accessApprovedNotification(type)
        : accessRejectedNotification(type, reason),
      // The deciding admin's account going away must not take the user's answer with it.
      null,
    );
    await emailNotice(tx, mailer, account.id, {
      kind: "access-decided",
      props: { requestType: type, approved: decision === "approved", reason },
    });
    await recordActivity(tx, {
      adminId,
      action: decision === "approved" ? "request_approved" : "request_rejected",
      targetType: "access_request",
      targetId: request.id,
      details: {
        name: account.name,
        email: account.email,
        userId: account.id,
        requestType: type,
        ...(reason ? { reason } : {}),
      },
    });
  });
}
