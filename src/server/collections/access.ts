import { and, eq } from "drizzle-orm";
import type { CollectionRole } from "@/shared/collections";
import type { Database } from "../platform/db/client";
import { collectionMembers } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";

export const collectionNotFound = () => ApiError.notFound("No such collection");

/**
 * The caller's role in a collection. Anyone else gets the same 404 as for a collection that does
 * not exist, so its existence, name and notes stay with its members.
 */
export async function memberRole(
  db: Database,
  collectionId: string,
  userId: string,
): Promise<CollectionRole> {
  if (!isUuid(collectionId)) throw collectionNotFound();
  const [row] = await db
    .select({ role: collectionMembers.role })
    .from(collectionMembers)
    .where(
      and(eq(collectionMembers.collectionId, collectionId), eq(collectionMembers.userId, userId)),
    )
    .limit(1);
  if (!row) throw collectionNotFound();
  return row.role as CollectionRole;
}

/** Renaming and deleting are the owner's; other members learn it with a 403. */
export async function requireOwner(db: Database, collectionId: string, userId: string) {
  if ((await memberRole(db, collectionId, userId)) !== "owner")
    throw ApiError.forbidden("Only the collection's owner can do that");
}
