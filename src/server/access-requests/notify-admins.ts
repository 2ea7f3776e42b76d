import { and, eq } from "drizzle-orm";
import type { AccessRequestType } from "@/shared/schemas/access-requests";
import { notifyUsers } from "../notifications/notifications.service";
import type { NewNotification } from "../notifications/texts";
import type { Database } from "../platform/db/client";
import { user } from "../platform/db/schema";

/** Where administrators decide access requests. */
const REQUESTS_LINK = "/admin/users?tab=requests";

/** In the app, for each administrator: someone asks for realtor or photographer access. */
export function accessRequestedNotification(
  type: AccessRequestType,
  fullName: string,
): NewNotification {
  return {
    kind: "access_request_received",
    title: `New ${type} access request from ${fullName}`,
    body: `${fullName} asks for ${type} access. Review the request and approve or reject it.`,
    link: REQUESTS_LINK,
  };
}

/**
 * Tells every administrator who can act on it (a confirmed address, not suspended) that a request
 * waits, in the same transaction as the request: a request nobody hears of would wait forever.
 */
export async function notifyAdminsOfRequest(
  tx: Database,
  requesterId: string,
  type: AccessRequestType,
  fullName: string,
) {
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, "admin"), eq(user.emailVerified, true), eq(user.banned, false)));
  await notifyUsers(
    tx,
    admins.map(({ id }) => ({
      userId: id,
      notification: accessRequestedNotification(type, fullName),
    })),
    requesterId,
  );
}
