import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordActivity } from "../../src/server/admin/activity.service";
import { accessRequests, adminActivities, user } from "../../src/server/platform/db/schema";
import type { AdminActivityItem, AdminPendingTask } from "../../src/shared/admin-overview";
import { createUser, signedInClient, uniqueEmail } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

// One signed-in admin for the file: signing in is slow, and no test changes the admin.
let admin: ReturnType<typeof signedInClient> | undefined;
function adminClient() {
  admin ??= signedInClient(t, { role: "admin", name: "Ada Admin" });
  return admin;
}

type ActivityInsert = typeof adminActivities.$inferInsert;

async function insertActivities(rows: ActivityInsert[]) {
  return t.deps.db.insert(adminActivities).values(rows).returning();
}

describe("GET /api/admin/activities", () => {
  it("is an empty list when nothing has been recorded", async () => {
    const { client } = await adminClient();
    expect(await getJson(client, "/api/admin/activities")).toEqual([]);
  });

  it("lists the latest actions newest first, 10 unless asked, with the admin's name", async () => {
    const { client, account } = await adminClient();
    const rows = await insertActivities(
      Array.from({ length: 12 }, (_, i) => ({
        adminId: account.id,
        action: "role_changed",
        targetType: "user",
        targetId: `target-${i}`,
        details: { from: "user", to: "realtor", step: i },
        // Row 0 is the oldest, row 11 the newest.
        createdAt: ago((12 - i) * MINUTE),
      })),
    );
    const newest = rows[11];

    const list = await getJson<AdminActivityItem[]>(client, "/api/admin/activities");
    expect(list).toHaveLength(10);
    expect(list.map((item) => item.targetId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `target-${11 - i}`),
    );
    expect(list[0]).toEqual({
      id: newest?.id,
      admin: { id: account.id, name: "Ada Admin" },
      action: "role_changed",
      targetType: "user",
      targetId: "target-11",
      details: { from: "user", to: "realtor", step: 11 },
      createdAt: newest?.createdAt.toISOString(),
    });

    const three = await getJson<AdminActivityItem[]>(client, "/api/admin/activities?limit=3");
    expect(three.map((item) => item.targetId)).toEqual(["target-11", "target-10", "target-9"]);
    const all = await getJson<AdminActivityItem[]>(client, "/api/admin/activities?limit=50");
    expect(all).toHaveLength(12);
  });

  it("keeps the actions of a deleted admin, without a name", async () => {
    const { client } = await adminClient();
    const gone = await createUser(t, { role: "admin", name: "Former Admin" });
    await insertActivities([
      { adminId: gone.id, action: "user_suspended", targetType: "user", targetId: "someone" },
    ]);
    await t.deps.db.delete(user).where(eq(user.id, gone.id));

    const [latest] = await getJson<AdminActivityItem[]>(client, "/api/admin/activities?limit=1");
    expect(latest).toMatchObject({ admin: null, action: "user_suspended", targetId: "someone" });
  });

  it("shows the actions of one transaction, which share a time, latest first", async () => {
    const { client, account } = await adminClient();
    const actions = Array.from({ length: 6 }, (_, i) => `step_${i}`);
    await t.deps.db.transaction(async (tx) => {
      for (const action of actions) {
        await recordActivity(tx, {
          adminId: account.id,
          action,
          targetType: "blog_post",
          targetId: null,
        });
      }
    });
    const listed = await getJson<AdminActivityItem[]>(client, "/api/admin/activities?limit=6");
    expect(listed.map((item) => item.action)).toEqual(actions.toReversed());
  });

  it("refuses a limit outside 1 to 50", async () => {
    const { client } = await adminClient();
    for (const limit of ["0", "51", "abc", "2.5"]) {
      const response = await client.get(`/api/admin/activities?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION_FAILED",
        issues: [{ path: "limit" }],
      });
    }
  });
});

describe("GET /api/admin/pending-tasks", () => {
  it("lists pending requests newest first with who asked, 5 unless asked", async () => {
    const { client } = await adminClient();
    const people = Array.from({ length: 8 }, (_, i) => ({
      id: randomUUID(),
      name: `Asker ${i}`,
      email: uniqueEmail("asker"),
    }));
    await t.deps.db.insert(user).values(people);
    const requests = await t.deps.db
      .insert(accessRequests)
      .values(
        people.map((person, i) => ({
          userId: person.id,
          requestType: i % 2 === 0 ? "realtor" : "photographer",
          fullName: person.name,
          // Two of them were already decided and are no task any more.
          status: i === 6 ? "approved" : i === 7 ? "rejected" : "pending",
          createdAt: ago((10 - i) * MINUTE),
        })),
      )
      .returning();

    const tasks = await getJson<AdminPendingTask[]>(client, "/api/admin/pending-tasks");
    expect(tasks.map((task) => task.user.name)).toEqual([
      "Asker 5",
      "Asker 4",
      "Asker 3",
      "Asker 2",
      "Asker 1",
    ]);
    expect(tasks[0]).toEqual({
      id: requests[5]?.id,
      user: { id: people[5]?.id, name: "Asker 5", email: people[5]?.email },
      requestType: "photographer",
      createdAt: requests[5]?.createdAt.toISOString(),
    });

    const two = await getJson<AdminPendingTask[]>(client, "/api/admin/pending-tasks?limit=2");
    expect(two.map((task) => task.user.name)).toEqual(["Asker 5", "Asker 4"]);
    const all = await getJson<AdminPendingTask[]>(client, "/api/admin/pending-tasks?limit=20");
    expect(all).toHaveLength(6);
    expect((await client.get("/api/admin/pending-tasks?limit=21")).status).toBe(400);
  });
});
