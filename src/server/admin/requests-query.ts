import { and, count, desc, eq, type SQL } from "drizzle-orm";
import {
  ADMIN_REQUESTS_PAGE_SIZE,
  type AdminAccessRequestRow,
  type AdminPage,
} from "@/shared/admin-users";
import type { AccessRequestStatus, AccessRequestType } from "@/shared/schemas/access-requests";
import type { AdminAccessRequestListQuery } from "@/shared/schemas/admin-users";
import { detailsOf } from "../access-requests/access-requests.service";
import type { Database } from "../platform/db/client";
import { accessRequests, profiles, user } from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";

type AccessRequestRow = typeof accessRequests.$inferSelect;

/** The fields of the request's own type only, as the user submitted them (the Details popup). */
const columns = {
  request: accessRequests,
  userId: user.id,
  name: user.name,
  email: user.email,
  username: profiles.username,
  avatarKey: profiles.avatarKey,
};

function toRow(data: {
  request: AccessRequestRow;
  userId: string;
  name: string;
  email: string;
  username: string | null;
  avatarKey: string | null;
}): AdminAccessRequestRow {
  const { request } = data;
  return {
    id: request.id,
    user: {
      id: data.userId,
      name: data.name,
      email: data.email,
      username: data.username,
      avatarUrl: data.avatarKey ? mediaUrl(data.avatarKey) : null,
    },
    requestType: request.requestType as AccessRequestType,
    status: request.status as AccessRequestStatus,
    fullName: request.fullName,
    details: detailsOf(request),
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The Pending Requests tab (or the decided ones), newest first, 20 a page. Pending requests are
 * served by access_requests_pending_idx, one user's by access_requests_user_idx.
 */
export async function listAdminAccessRequests(
  db: Database,
  query: AdminAccessRequestListQuery,
): Promise<AdminPage<AdminAccessRequestRow>> {
  const conditions: SQL[] = [eq(accessRequests.status, query.status)];
  if (query.userId) conditions.push(eq(accessRequests.userId, query.userId));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(accessRequests)
      .innerJoin(user, eq(user.id, accessRequests.userId))
      .leftJoin(profiles, eq(profiles.id, accessRequests.userId))
      .where(where)
      .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
      .limit(ADMIN_REQUESTS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_REQUESTS_PAGE_SIZE),
    db.select({ n: count() }).from(accessRequests).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    items: rows.map(toRow),
    page: query.page,
    pageCount: Math.ceil(total / ADMIN_REQUESTS_PAGE_SIZE),
    total,
  };
}

/** One request as a table row, or null when there is none. */
export async function getAdminAccessRequestRow(
  db: Database,
  id: string,
): Promise<AdminAccessRequestRow | null> {
  const [row] = await db
    .select(columns)
    .from(accessRequests)
    .innerJoin(user, eq(user.id, accessRequests.userId))
    .leftJoin(profiles, eq(profiles.id, accessRequests.userId))
    .where(eq(accessRequests.id, id))
    .limit(1);
  return row ? toRow(row) : null;
}
