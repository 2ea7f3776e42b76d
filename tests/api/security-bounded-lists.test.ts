import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestTour } from "../../src/server/inquiries/tours.service";
import { notifications, user } from "../../src/server/platform/db/schema";
import type { AdminActivityItem, AdminPendingTask } from "../../src/shared/admin-overview";
import type { AdminPage, AdminUserRow } from "../../src/shared/admin-users";
import type { NotificationList } from "../../src/shared/notifications";
import type { ReelCommentsPage } from "../../src/shared/reels";
import { createAccessRequest, createAccounts, signedInAdmin } from "../factories/admin";
import { createProperty } from "../factories/properties";
import { addReelComments, createReel } from "../factories/reels";
import { createUser, signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

/**
 * Lists that grow with other people's actions come in pages of a size the server
 * caps, and each item is bounded, so no one can make another person's page megabytes long.
 * The attack of the report: a 900,000-character name stored through a side door, then repeated
 * by every notification, comment and table row that shows it.
 */
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const ATTACK_NAME = "A".repeat(900_000);

/** Stores the attack's name for the account if the database lets anything do so. */
async function tryHugeName(userId: string) {
  await t.deps.db
    .update(user)
    .set({ name: ATTACK_NAME })
    .where(eq(user.id, userId))
    .catch(() => undefined);
}

async function read<T>(client: TestClient, path: string): Promise<{ body: T; bytes: number }> {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { body: JSON.parse(text) as T, bytes: Buffer.byteLength(text) };
}

const utcDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("notifications", () => {
  it("stay small when one member asks for 25 tours under a huge name", {
    timeout: 120_000,
  }, async () => {
    const realtor = await signedInClient(t, { role: "realtor" });
    const member = await createUser(t);
    await tryHugeName(member.id);
    // The service itself, so the route's rate limit is not what keeps the page small; one
    // listing each, as a thread holds one request waiting for an answer at a time.
    for (let day = 1; day <= 25; day++) {
      const listing = await createProperty(t, { realtorId: realtor.account.id });
      await requestTour(t.deps.db, t.deps.mailer, listing.id, member.id, {
        date: utcDay(day),
        window: "morning",
      });
    }
    const { body, bytes } = await read<NotificationList>(realtor.client, "/api/notifications");
    expect(body.items).toHaveLength(20);
    expect(bytes).toBeLessThan(20 * 1500);
  });

  it("come in pages of at most 50 that reach every one of them once", {
    timeout: 60_000,
  }, async () => {
    const { client, account } = await signedInClient(t);
    const start = Date.now() - 200 * 60_000;
    await t.deps.db.insert(notifications).values(
      Array.from({ length: 120 }, (_, i) => ({
        userId: account.id,
        kind: "directory_message",
        title: `Message ${i}`,
        body: "b".repeat(600),
        // Pairs share a time, so the cursor must break ties by id.
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    );
    expect((await client.get("/api/notifications?limit=51")).status).toBe(400);
    expect((await client.get("/api/notifications?cursor=not-a-cursor")).status).toBe(400);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const { body, bytes } = await read<NotificationList>(
        client,
        `/api/notifications?limit=50${query}`,
      );
      expect(body.items.length).toBeLessThanOrEqual(50);
      expect(bytes).toBeLessThan(50 * 1000);
      expect(body.unreadCount).toBe(120);
      seen.push(...body.items.map((item) => item.title));
      cursor = body.nextCursor;
    } while (cursor && seen.length <= 120);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    // The newest pair first, in either order: ids, not insertion, break the tie.
    expect(seen.slice(0, 2).sort()).toEqual(["Message 118", "Message 119"]);
  });
});

describe("reel comments", () => {
  it("stay small for a signed-out visitor, whatever name the commenter stored", {
    timeout: 60_000,
  }, async () => {
    const reel = await createReel(t);
    const commenter = await createUser(t);
    await tryHugeName(commenter.id);
    await addReelComments(
      t,
      reel.id,
      commenter.id,
      Array.from({ length: 45 }, () => ({ body: "c".repeat(500) })),
    );
    const { body, bytes } = await read<ReelCommentsPage>(
      new TestClient(t),
      `/api/reels/${reel.id}/comments`,
    );
    expect(body.items).toHaveLength(20);
    expect(body.nextCursor).not.toBeNull();
    expect(bytes).toBeLessThan(20 * 1000);
  });
});

describe("admin tables", () => {
  it("stay small with many accounts of huge names and their requests", {
    timeout: 120_000,
  }, async () => {
    const { client: admin } = await signedInAdmin(t);
    const accounts = await createAccounts(
      t,
      Array.from({ length: 22 }, () => ({})),
    );
    for (const account of accounts) {
      await tryHugeName(account.id);
      await createAccessRequest(t, account.id, "realtor");
    }
    const users = await read<AdminPage<AdminUserRow>>(admin, "/api/admin/users");
    expect(users.body.items).toHaveLength(20);
    expect(users.bytes).toBeLessThan(20 * 1000);

    const requests = await read<AdminPage<unknown>>(admin, "/api/admin/access-requests");
    expect(requests.body.items).toHaveLength(20);
    expect(requests.bytes).toBeLessThan(20 * 1500);

    const tasks = await read<AdminPendingTask[]>(admin, "/api/admin/pending-tasks?limit=20");
    expect(tasks.body).toHaveLength(20);
    expect(tasks.bytes).toBeLessThan(20 * 1000);
  });

  it("keep the activity log's rows small when the account acted on had a huge name", {
    timeout: 120_000,
  }, async () => {
    const { client: admin } = await signedInAdmin(t);
    for (const account of await createAccounts(t, [{}, {}, {}])) {
      await tryHugeName(account.id);
      const response = await admin.post(`/api/admin/users/${account.id}/suspend`, {
        reason: "Spam",
      });
      expect(response.status).toBe(200);
    }
    expect((await admin.get("/api/admin/activities?limit=51")).status).toBe(400);
    const { body, bytes } = await read<AdminActivityItem[]>(
      admin,
      "/api/admin/activities?limit=50",
    );
    expect(body.length).toBeLessThanOrEqual(50);
    expect(bytes).toBeLessThan(50 * 1500);
  });
});
