import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminPage,
  type AdminUserDetail,
  type AdminUserRow,
} from "@/shared/admin-users";
import { isRole, type Role } from "@/shared/roles";
import type { AccessRequestStatus } from "@/shared/schemas/access-requests";
import type { AdminUserListQuery } from "@/shared/schemas/admin-users";
import { listMyAccessRequests } from "../access-requests/access-requests.service";
import { containsPattern } from "../directory/directory-query";
import type { Database } from "../platform/db/client";
import { profiles, user } from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";

/** Whether a ban is in force: the admin plugin lifts a ban whose time has run out on sign-in. */
export function isSuspended(
  account: { banned: boolean; banExpires: Date | null },
  now = new Date(),
) {
  return account.banned && (account.banExpires === null || account.banExpires > now);
}

const rowColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
  banned: user.banned,
  banReason: user.banReason,
  banExpires: user.banExpires,
  username: profiles.username,
  phoneNumber: profiles.phoneNumber,
  avatarKey: profiles.avatarKey,
};

interface RowData {
  id: string;
  name: string;
  email: string;
  role: string;
  createdAt: Date;
  banned: boolean;
  banReason: string | null;
  banExpires: Date | null;
  username: string | null;
  phoneNumber: string | null;
  avatarKey: string | null;
}

function toRow(data: RowData, now: Date): AdminUserRow {
  const suspended = isSuspended(data, now);
  return {
    id: data.id,
    name: data.name,
    username: data.username,
    email: data.email,
    role: isRole(data.role) ? data.role : "user",
    avatarUrl: data.avatarKey ? mediaUrl(data.avatarKey) : null,
    phoneNumber: data.phoneNumber,
    createdAt: data.createdAt.toISOString(),
    suspended,
    suspendReason: suspended ? data.banReason : null,
  };
}

const TAB_ROLE: Record<AdminUserListQuery["tab"], Role | null> = {
  all: null,
  realtors: "realtor",
  photographers: "photographer",
};

/**
 * The users table: newest accounts first, 20 a page. Without a search the order and the role
 * filter are served by user_created_at_idx and user_role_idx. The search is a substring match
 * over name, e-mail and username: a scan, a few milliseconds for thousands of accounts; past
 * tens of thousands it wants trigram indexes on those three columns.
 */
export async function listAdminUsers(
  db: Database,
  query: AdminUserListQuery,
): Promise<AdminPage<AdminUserRow>> {
  const conditions: SQL[] = [];
  const tabRole = TAB_ROLE[query.tab];
  if (tabRole) conditions.push(eq(user.role, tabRole));
  if (query.role) conditions.push(eq(user.role, query.role));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(user.name, pattern),
        ilike(user.email, pattern),
        ilike(profiles.username, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  const now = new Date();
  return {
    items: rows.map((row) => toRow(row, now)),
    page: query.page,
    pageCount: Math.ceil(total / ADMIN_USERS_PAGE_SIZE),
    total,
  };
}

/** One account as a table row, or null when there is no such account. */
export async function getAdminUserRow(db: Database, id: string): Promise<AdminUserRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, id))
    .limit(1);
  return row ? toRow(row, new Date()) : null;
}

/** The profile dialog: the row, the address and bio, request states and the requests. */
export async function getAdminUserDetail(
  db: Database,
  id: string,
): Promise<AdminUserDetail | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      streetAddress: profiles.streetAddress,
      city: profiles.city,
      state: profiles.state,
      zipCode: profiles.zipCode,
      bio: profiles.bio,
      profileUpdatedAt: profiles.updatedAt,
      userUpdatedAt: user.updatedAt,
      realtorRequestStatus: profiles.realtorRequestStatus,
      photographerRequestStatus: profiles.photographerRequestStatus,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, id))
    .limit(1);
  if (!row) return null;
  const requests = await listMyAccessRequests(db, id);
  return {
    ...toRow(row, new Date()),
    streetAddress: row.streetAddress,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    bio: row.bio,
    updatedAt: (row.profileUpdatedAt ?? row.userUpdatedAt).toISOString(),
    realtorRequestStatus: row.realtorRequestStatus as AccessRequestStatus | null,
    photographerRequestStatus: row.photographerRequestStatus as AccessRequestStatus | null,
    requests,
  };
}
