import { and, eq, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { DIRECTORY_PAGE_SIZE, type DirectoryKind, type DirectoryPage } from "@/shared/directory";
import type { Role } from "@/shared/roles";
import type { Database } from "../platform/db/client";
import { escapeLike } from "../platform/db/like";
import { photographers, realtorProfiles, user } from "../platform/db/schema";

/**
 * An account that holds the role and is not suspended, or whose suspension has ended. The public
 * directories show only these (an entry is kept when the role is taken away, but not shown).
 */
export function activeAccountWithRole(role: Role, now = new Date()): SQL {
  return and(eq(user.role, role), notSuspended(now)) as SQL;
}

/** An account that is not suspended, or whose suspension has ended. */
export function notSuspended(now = new Date()): SQL {
  return or(
    eq(user.banned, false),
    and(isNotNull(user.banExpires), lte(user.banExpires, now)),
  ) as SQL;
}

/** The entry table and the condition that makes one of its rows visible on the public page. */
export function listedCondition(kind: DirectoryKind, now = new Date()): SQL {
  const listed = kind === "realtor" ? realtorProfiles.listed : photographers.listed;
  return and(eq(listed, true), activeAccountWithRole(kind, now)) as SQL;
}

/** An ILIKE pattern finding the visitor's text anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** True when any element of a text[] column matches the ILIKE pattern. */
export function anyTagLike(tags: AnyPgColumn, pattern: string): SQL {
  return sql`exists (select 1 from unnest(${tags}) as t(tag) where t.tag ilike ${pattern})`;
}

export function pageOffset(page: number): number {
  return (page - 1) * DIRECTORY_PAGE_SIZE;
}

/** The response envelope; a page past the end keeps the counts so the client can page back. */
export function directoryPage<T>(items: T[], page: number, total: number): DirectoryPage<T> {
  return { items, page, pageCount: Math.ceil(total / DIRECTORY_PAGE_SIZE), total };
}

/**
 * Whether the id is a professional of that kind whom the public directory shows, i.e. someone a
 * visitor may contact from it.
 */
export async function isListedProfessional(
  db: Database,
  kind: DirectoryKind,
  id: string,
): Promise<boolean> {
  // User ids are short random strings; anything else is not worth a query.
  if (!/^[\w-]{1,64}$/.test(id)) return false;
  const entry = kind === "realtor" ? realtorProfiles : photographers;
  const rows = await db
    .select({ id: entry.userId })
    .from(entry)
    .innerJoin(user, eq(user.id, entry.userId))
    .where(and(eq(entry.userId, id), listedCondition(kind)))
    .limit(1);
  return rows.length > 0;
}
