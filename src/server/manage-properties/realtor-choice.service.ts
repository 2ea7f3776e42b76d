import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  REALTOR_CHOICE_MESSAGE,
  REALTOR_CHOICES_MAX,
  type RealtorChoice,
} from "@/shared/manage-properties";
import { activeAccountWithRole, containsPattern } from "../directory/directory-query";
import type { Database } from "../platform/db/client";
import { user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import type { Manager } from "./access";

/** The realtor picker's options: active realtors whose name or e-mail contains `q`, by name. */
export async function searchRealtorChoices(db: Database, q?: string): Promise<RealtorChoice[]> {
  const conditions: SQL[] = [activeAccountWithRole("realtor")];
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(or(ilike(user.name, pattern), ilike(user.email, pattern)) as SQL);
  }
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${user.name})`), asc(user.id))
    .limit(REALTOR_CHOICES_MAX);
}

/** The account a listing is assigned to, named for the picker whatever its role is now. */
export async function assignedRealtor(
  db: Database,
  realtorId: string | null,
): Promise<{ id: string; name: string } | null> {
  if (realtorId === null) return null;
  const [row] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(eq(user.id, realtorId))
    .limit(1);
  return row ?? null;
}

async function isActiveRealtor(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, id), activeAccountWithRole("realtor")))
    .limit(1);
  return rows.length > 0;
}

/**
 * The realtor a save stores: `current` is the listing's (undefined for a new listing, which is its
 * realtor's own or, for an administrator, no one's until they choose). Only an administrator's
 * choice is applied, as with featuring: a realtor's listing stays theirs whatever the
 * form says. Asking for no change is always fine, whoever the listing's realtor is now; a change
 * must name an active realtor (a field issue otherwise) or no one.
 */
export async function realtorForSave(
  db: Database,
  manager: Manager,
  requested: string | null | undefined,
  current?: string | null,
): Promise<string | null> {
  const unchanged = current === undefined ? (manager.isAdmin ? null : manager.id) : current;
  if (!manager.isAdmin || requested === undefined || requested === unchanged) return unchanged;
  if (requested === null || (await isActiveRealtor(db, requested))) return requested;
  throw ApiError.validation([{ path: "realtorId", message: REALTOR_CHOICE_MESSAGE }]);
}
