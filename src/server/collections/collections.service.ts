import { and, count, desc, eq, sql } from "drizzle-orm";
import {
  COLLECTIONS_PER_MEMBER_MAX,
  type CollectionMember,
  type CollectionRole,
  type CollectionSummary,
} from "@/shared/collections";
import type { Database } from "../platform/db/client";
import {
  collectionHomes,
  collectionMembers,
  collectionReactions,
  collections,
  user,
} from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";
import { memberRole } from "./access";
import { successor } from "./rules";

/** Marks a collection changed, so every member's list shows it first. */
export const touch = (db: Database, collectionId: string) =>
  db.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, collectionId));

/** Serialises one account's membership changes, so two requests cannot pass a limit together. */
export const lockAccount = (db: Database, userId: string) =>
  db.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);

/** The caller's collections, liveliest first; with a listing, whether each holds it. */
export async function listCollections(
  db: Database,
  userId: string,
  propertyId?: string,
): Promise<CollectionSummary[]> {
  const homes = db
    .select({ collectionId: collectionHomes.collectionId, n: count().as("n") })
    .from(collectionHomes)
    .groupBy(collectionHomes.collectionId)
    .as("homes");
  const members = db
    .select({ collectionId: collectionMembers.collectionId, n: count().as("m") })
    .from(collectionMembers)
    .groupBy(collectionMembers.collectionId)
    .as("members");
  const holds =
    propertyId && isUuid(propertyId)
      ? sql<boolean>`exists (select 1 from ${collectionHomes} where ${collectionHomes.collectionId} = ${collections.id} and ${collectionHomes.propertyId} = ${propertyId})`
      : sql<boolean>`false`;
  const rows = await db
    .select({
      id: collections.id,
      name: collections.name,
      role: collectionMembers.role,
      homeCount: sql<number>`coalesce(${homes.n}, 0)::int`,
      memberCount: sql<number>`coalesce(${members.n}, 0)::int`,
      hasProperty: holds,
      updatedAt: collections.updatedAt,
    })
    .from(collectionMembers)
    .innerJoin(collections, eq(collections.id, collectionMembers.collectionId))
    .leftJoin(homes, eq(homes.collectionId, collections.id))
    .leftJoin(members, eq(members.collectionId, collections.id))
    .where(eq(collectionMembers.userId, userId))
    .orderBy(desc(collections.updatedAt), desc(collections.id));
  return rows.map((row) => ({
    ...row,
    role: row.role as CollectionRole,
    hasProperty: Boolean(row.hasProperty),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function createCollection(
  db: Database,
  userId: string,
  name: string,
): Promise<CollectionSummary> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [held] = await tx
      .select({ n: count() })
      .from(collectionMembers)
      .where(eq(collectionMembers.userId, userId));
    if ((held?.n ?? 0) >= COLLECTIONS_PER_MEMBER_MAX)
      throw ApiError.conflict(
        `You can keep at most ${COLLECTIONS_PER_MEMBER_MAX} collections. Leave or delete one first.`,
      );
    const [row] = await tx.insert(collections).values({ ownerId: userId, name }).returning();
    if (!row) throw new Error("collection not created");
    await tx
      .insert(collectionMembers)
      .values({ collectionId: row.id, userId, role: "owner", joinedAt: row.createdAt });
    return {
      id: row.id,
      name: row.name,
      role: "owner",
      homeCount: 0,
      memberCount: 1,
      hasProperty: false,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function renameCollection(db: Database, collectionId: string, name: string) {
  await db
    .update(collections)
    .set({ name, updatedAt: new Date() })
    .where(eq(collections.id, collectionId));
}

export async function deleteCollection(db: Database, collectionId: string) {
  await db.delete(collections).where(eq(collections.id, collectionId));
}

export async function listMembers(db: Database, collectionId: string): Promise<CollectionMember[]> {
  const rows = await db
    .select({
      userId: collectionMembers.userId,
      name: user.name,
      role: collectionMembers.role,
      joinedAt: collectionMembers.joinedAt,
    })
    .from(collectionMembers)
    .innerJoin(user, eq(user.id, collectionMembers.userId))
    .where(eq(collectionMembers.collectionId, collectionId))
    .orderBy(collectionMembers.joinedAt, collectionMembers.userId);
  return rows.map((row) => ({
    ...row,
    role: row.role as CollectionRole,
    joinedAt: row.joinedAt.toISOString(),
  }));
}

/**
 * A member leaves: their reactions go with them, their notes stay for the others. The owner
 * hands the collection to the member who joined first; an owner alone deletes it.
 */
export async function leaveCollection(db: Database, collectionId: string, userId: string) {
  await db.transaction(async (tx) => {
    // Locks the collection: two members leaving at once cannot both pass the hand-over.
    const [locked] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, collectionId))
      .for("update");
    if (!locked) return;
    const role = await memberRole(tx, collectionId, userId);
    const members = await tx
      .select({
        userId: collectionMembers.userId,
        role: collectionMembers.role,
        joinedAt: collectionMembers.joinedAt,
      })
      .from(collectionMembers)
      .where(eq(collectionMembers.collectionId, collectionId));
    if (role === "owner") {
      const heir = successor(
        members.map((row) => ({ ...row, role: row.role as CollectionRole })),
        userId,
      );
      if (!heir) {
        await tx.delete(collections).where(eq(collections.id, collectionId));
        return;
      }
      await tx
        .update(collectionMembers)
        .set({ role: "owner" })
        .where(
          and(
            eq(collectionMembers.collectionId, collectionId),
            eq(collectionMembers.userId, heir.userId),
          ),
        );
      await tx
        .update(collections)
        .set({ ownerId: heir.userId })
        .where(eq(collections.id, collectionId));
    }
    await tx
      .delete(collectionReactions)
      .where(
        and(
          eq(collectionReactions.collectionId, collectionId),
          eq(collectionReactions.userId, userId),
        ),
      );
    await tx
      .delete(collectionMembers)
      .where(
        and(eq(collectionMembers.collectionId, collectionId), eq(collectionMembers.userId, userId)),
      );
    await touch(tx, collectionId);
  });
}
