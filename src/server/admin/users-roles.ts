import { and, count, desc, eq, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import { ADMIN_USER_MESSAGES } from "@/shared/admin-users";
import type { DirectoryKind } from "@/shared/directory";
import type { Role } from "@/shared/roles";
import {
  addToDirectory,
  type DirectoryRequestDetails,
  listEntry,
  removeFromDirectory,
} from "../directory/entries.service";
import type { Database } from "../platform/db/client";
import { accessRequests, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";

/** Any number will do, as long as nothing else in the app takes the same advisory lock. */
const ADMIN_ROSTER_LOCK = 7_007_001;

/**
 * Serialises the actions that can take an administrator away (role change, suspension,
 * deletion) for the rest of the transaction. Row locks alone would let two admins demote each
 * other at once, each seeing the other still there, or deadlock on each other's rows.
 */
export async function lockAdminRoster(tx: Database): Promise<void> {
  await tx.execute(sql.raw(`select pg_advisory_xact_lock(${ADMIN_ROSTER_LOCK})`));
}

export interface LockedUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  banned: boolean;
  banExpires: Date | null;
}

/** Reads and locks the account for the transaction; 404 when there is none. */
export async function lockUser(tx: Database, id: string): Promise<LockedUser> {
  const [row] = await tx
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      banned: user.banned,
      banExpires: user.banExpires,
    })
    .from(user)
    .where(eq(user.id, id))
    .for("update");
  if (!row) throw ApiError.notFound(ADMIN_USER_MESSAGES.userNotFound);
  return { ...row, role: row.role as Role };
}

/**
 * 409 unless an administrator other than `exceptId` can still sign in. Call under
 * lockAdminRoster, before taking the admin role, the account or its access away.
 */
export async function assertAnotherActiveAdmin(tx: Database, exceptId: string): Promise<void> {
  const [row] = await tx
    .select({ n: count() })
    .from(user)
    .where(
      and(
        eq(user.role, "admin"),
        ne(user.id, exceptId),
        or(
          eq(user.banned, false),
          and(isNotNull(user.banExpires), lte(user.banExpires, new Date())),
        ),
      ),
    );
  if ((row?.n ?? 0) === 0) throw ApiError.conflict(ADMIN_USER_MESSAGES.lastAdmin);
}

const DIRECTORY_KINDS: DirectoryKind[] = ["realtor", "photographer"];

/**
 * Lists a new professional from their latest request of that kind, or, without
 * one, lists their entry holding only their account's name until they fill it in.
 */
async function listFromLatestRequest(tx: Database, userId: string, kind: DirectoryKind) {
  const [latest] = await tx
    .select()
    .from(accessRequests)
    .where(and(eq(accessRequests.userId, userId), eq(accessRequests.requestType, kind)))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(1);
  if (latest) await addToDirectory(tx, { ...latest, requestType: kind });
  else await listEntry(tx, userId, kind);
}

/**
 * Gives the account a new role and keeps the public directories in step: a role gained lists
 * the user (from `listWith`, the request being approved, or their latest request), a role lost
 * takes them out (their entry is kept for a later return).
 */
export async function applyRoleChange(
  tx: Database,
  target: { id: string; role: Role },
  to: Role,
  listWith?: DirectoryRequestDetails,
): Promise<void> {
  if (target.role === to) return;
  await tx.update(user).set({ role: to, updatedAt: new Date() }).where(eq(user.id, target.id));
  for (const kind of DIRECTORY_KINDS) {
    if (target.role === kind && to !== kind) await removeFromDirectory(tx, target.id, kind);
    if (to === kind && target.role !== kind) {
      if (listWith?.requestType === kind) await addToDirectory(tx, listWith);
      else await listFromLatestRequest(tx, target.id, kind);
    }
  }
}
