import { and, desc, eq, sql } from "drizzle-orm";
import type {
  AccessRequestInput,
  AccessRequestStatus,
  AccessRequestType,
  MyAccessRequest,
} from "@/shared/schemas/access-requests";
import type { Database } from "../platform/db/client";
import { accessRequests, profiles, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { createProfileFor } from "../profiles/profiles.service";
import { sqlState, UNIQUE_VIOLATION } from "../properties/ids";
import { notifyAdminsOfRequest } from "./notify-admins";

type AccessRequestRow = typeof accessRequests.$inferSelect;

const alreadyPending = (type: AccessRequestType) =>
  ApiError.conflict(`You already have a pending ${type} access request.`);

/** Only the fields of the request's own type: a realtor request has no company, and so on. */
/** The type-specific fields a request was submitted with. */
export function detailsOf(row: AccessRequestRow): MyAccessRequest["details"] {
  if (row.requestType === "realtor") {
    return {
      brokerageName: row.brokerageName ?? "",
      brokerageEmail: row.brokerageEmail ?? "",
      licenseNumber: row.licenseNumber ?? "",
    };
  }
  return { companyName: row.companyName ?? "", companyWebsite: row.companyWebsite ?? "" };
}

function toMyAccessRequest(row: AccessRequestRow): MyAccessRequest {
  return {
    id: row.id,
    requestType: row.requestType as AccessRequestType,
    status: row.status as AccessRequestStatus,
    fullName: row.fullName,
    details: detailsOf(row),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function typeColumns(input: AccessRequestInput) {
  return input.requestType === "realtor"
    ? {
        brokerageName: input.brokerageName,
        brokerageEmail: input.brokerageEmail,
        licenseNumber: input.licenseNumber,
      }
    : { companyName: input.companyName, companyWebsite: input.companyWebsite };
}

/** Sets the profile's status for that request type, creating a missing profile row first. */
async function markProfilePending(tx: Database, userId: string, type: AccessRequestType) {
  const status =
    type === "realtor"
      ? { realtorRequestStatus: "pending" as const }
      : { photographerRequestStatus: "pending" as const };
  const update = () =>
    tx
      .update(profiles)
      .set({ ...status, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
  if ((await update()).length > 0) return;
  const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!account) throw ApiError.unauthorized();
  await createProfileFor(tx, { id: userId, email: account.email });
  await update();
}

/**
 * Stores a realtor or photographer access request and marks it pending on the profile, both in
 * one transaction. A second pending request of the same type is a 409, also when two arrive at
 * once (the partial unique index access_requests_one_pending_idx decides the race). The caller
 * checks the role.
 */
export async function createAccessRequest(
  db: Database,
  userId: string,
  input: AccessRequestInput,
): Promise<MyAccessRequest> {
  const type = input.requestType;
  try {
    const row = await db.transaction(async (tx) => {
      const pending = await tx
        .select({ id: accessRequests.id })
        .from(accessRequests)
        .where(
          and(
            eq(accessRequests.userId, userId),
            eq(accessRequests.requestType, type),
            eq(accessRequests.status, "pending"),
          ),
        )
        .limit(1);
      if (pending.length > 0) throw alreadyPending(type);
      const [inserted] = await tx
        .insert(accessRequests)
        .values({ userId, requestType: type, fullName: input.fullName, ...typeColumns(input) })
        .returning();
      if (!inserted) throw new Error("access request insert returned no row");
      await markProfilePending(tx, userId, type);
      await notifyAdminsOfRequest(tx, userId, type, input.fullName);
      return inserted;
    });
    return toMyAccessRequest(row);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw alreadyPending(type);
    throw error;
  }
}

/** The user's own requests, newest first, whatever their state. */
export async function listMyAccessRequests(
  db: Database,
  userId: string,
): Promise<MyAccessRequest[]> {
  const rows = await db
    .select()
    .from(accessRequests)
    .where(eq(accessRequests.userId, userId))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id));
  return rows.map(toMyAccessRequest);
}
