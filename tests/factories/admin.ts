import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import {
  accessRequests,
  adminActivities,
  profiles,
  user,
} from "../../src/server/platform/db/schema";
import type { Role } from "../../src/shared/roles";
import type { AccessRequestType } from "../../src/shared/schemas/access-requests";
import type { TestApp } from "../setup/test-app";
import { signedInClient, type UserOptions, uniqueEmail } from "./users";

/** A client signed in as a new administrator. */
export function signedInAdmin(testApp: TestApp, options: Omit<UserOptions, "role"> = {}) {
  return signedInClient(testApp, { name: "Ada Admin", ...options, role: "admin" });
}

export interface BulkAccount {
  name?: string;
  email?: string;
  role?: Role;
  username?: string | null;
  createdAt?: Date;
}

/**
 * Accounts and their profiles written directly in two inserts, for tables that need many rows
 * (paging, search); they cannot sign in. Returned in the given order.
 */
export async function createAccounts(testApp: TestApp, list: BulkAccount[]) {
  const rows = list.map((account) => ({
    id: randomUUID().replaceAll("-", ""),
    name: account.name ?? "Listed Person",
    email: account.email ?? uniqueEmail(account.role ?? "user"),
    role: account.role ?? "user",
    createdAt: account.createdAt ?? new Date(),
    username: account.username ?? null,
  }));
  if (rows.length === 0) return [];
  await testApp.deps.db
    .insert(user)
    .values(rows.map(({ username: _username, ...row }) => ({ ...row, updatedAt: row.createdAt })));
  await testApp.deps.db
    .insert(profiles)
    .values(rows.map((row) => ({ id: row.id, username: row.username })));
  return rows;
}

type RequestInsert = typeof accessRequests.$inferInsert;

const REQUEST_DETAILS: Record<AccessRequestType, Partial<RequestInsert>> = {
  realtor: {
    fullName: "Rita Realtor",
    brokerageName: "Prairie Homes",
    brokerageEmail: "rita@prairie.example",
    licenseNumber: "IL-12345",
  },
  photographer: {
    fullName: "Pat Lens",
    companyName: "Lens & Light",
    companyWebsite: "https://lens.example",
  },
};

/**
 * An access request as the form stores it, and the profile's status for its type set to match
 * (what POST /api/access-requests does); pass status or createdAt for older, decided ones.
 */
export async function createAccessRequest(
  testApp: TestApp,
  userId: string,
  requestType: AccessRequestType,
  overrides: Partial<Omit<RequestInsert, "userId" | "requestType">> = {},
) {
  const [row] = await testApp.deps.db
    .insert(accessRequests)
    .values({
      userId,
      requestType,
      fullName: "Requester",
      ...REQUEST_DETAILS[requestType],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  const status = row.status as "pending" | "approved" | "rejected";
  await testApp.deps.db
    .update(profiles)
    .set(
      requestType === "realtor"
        ? { realtorRequestStatus: status }
        : { photographerRequestStatus: status },
    )
    .where(eq(profiles.id, userId));
  return row;
}

/** The activity rows about one target, oldest first. */
export function activitiesAbout(testApp: TestApp, targetId: string) {
  return testApp.deps.db
    .select()
    .from(adminActivities)
    .where(eq(adminActivities.targetId, targetId))
    .orderBy(asc(adminActivities.createdAt));
}
