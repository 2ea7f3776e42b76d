import { eq } from "drizzle-orm";
import { MANAGE_REEL_MESSAGES } from "@/shared/manage-reels";
import type { Database } from "../platform/db/client";
import { properties } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";

/** Who manages reels: administrators every reel, realtors their own. */
export interface ReelActor {
  id: string;
  role: "admin" | "realtor";
}

export const isAdmin = (actor: ReelActor) => actor.role === "admin";

/** Whether the actor may edit or delete a reel posted by authorId (null: the author is gone). */
export function canManageReel(actor: ReelActor, authorId: string | null): boolean {
  return isAdmin(actor) || authorId === actor.id;
}

const propertyIssue = (code: "VALIDATION_FAILED" | "FORBIDDEN", message: string) =>
  new ApiError(code, message, [{ path: "propertyId", message }]);

/**
 * The listing a reel may be linked to: any for an administrator, only their own for a realtor.
 * A field issue on propertyId, so the form shows it beside the picker: 400 for an unknown or
 * malformed id, 403 for another realtor's listing. Pass the action's transaction, so the check
 * and the write see the same listing.
 */
export async function assertLinkableProperty(
  tx: Database,
  actor: ReelActor,
  propertyId: string,
): Promise<void> {
  const [row] = isUuid(propertyId)
    ? await tx
        .select({ realtorId: properties.realtorId })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .limit(1)
    : [];
  if (!row) throw propertyIssue("VALIDATION_FAILED", MANAGE_REEL_MESSAGES.propertyNotFound);
  if (!isAdmin(actor) && row.realtorId !== actor.id)
    throw propertyIssue("FORBIDDEN", MANAGE_REEL_MESSAGES.propertyNotYours);
}
