import { format, parseISO } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifyUser } from "../../src/server/notifications/notifications.service";
import { notifications } from "../../src/server/platform/db/schema";
import type { AppNotification, NotificationList } from "../../src/shared/notifications";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const list = (client: TestClient, query = "") =>
  getJson<NotificationList>(client, `/api/notifications${query}`);

const utcDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Notifications written directly, oldest first, a minute apart. */
async function seed(userId: string, titles: string[]) {
  const start = Date.now() - titles.length * 60_000;
  const rows = await t.deps.db
    .insert(notifications)
    .values(
      titles.map((title, i) => ({
        userId,
        kind: "access_request_approved",
        title,
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning();
  return rows;
}

async function realtorWithListing(title: string) {
  const realtor = await signedInClient(t, { role: "realtor", name: "Rita Realtor" });
  const property = await createProperty(t, { title, realtorId: realtor.account.id });
  return { realtor, property };
}

describe("notifications from Contact Agent and Request Tour", () => {
  it("tells the realtor about a message, with a preview and a link to its thread", async () => {
    const { realtor, property } = await realtorWithListing("Lakeside Cottage");
    const response = await new TestClient(t).post(`/api/properties/${property.id}/inquiries`, {
      name: "Jane Buyer",
      email: "jane@example.test",
      message: "Is it still\n\navailable?",
    });
    expect(response.status).toBe(201);

    const { items, unreadCount } = await list(realtor.client);
    expect(unreadCount).toBe(1);
    expect(items).toEqual([
      {
        id: expect.any(String),
        kind: "inquiry_received",
        title: "New message about Lakeside Cottage",
        body: "Jane Buyer: Is it still available?",
        // The thread the message opened in the realtor's Inbox.
        link: expect.stringMatching(/^\/dashboard\?tab=inbox&thread=/),
        readAt: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("cuts a long message to about 140 characters", async () => {
    const { realtor, property } = await realtorWithListing("Long Read Manor");
    const message = `${"word ".repeat(60)}end`;
    await new TestClient(t).post(`/api/properties/${property.id}/inquiries`, {
      name: "Jane Buyer",
      email: "jane@example.test",
      message,
    });
    const [notice] = (await list(realtor.client)).items;
    const preview = notice?.body.replace("Jane Buyer: ", "") ?? "";
    expect(preview.length).toBeLessThanOrEqual(140);
    expect(preview.length).toBeGreaterThan(120);
    expect(preview).toMatch(/^word word .*word…$/);
  });

  it("tells the realtor about a tour request with the requester's name and the day", async () => {
    const { realtor, property } = await realtorWithListing("Hilltop House");
    const { client } = await signedInClient(t, { name: "Tom Tourer" });
    const date = utcDay(3);
    const response = await client.post(`/api/properties/${property.id}/tour-requests`, {
      date,
      window: "evening",
    });
    expect(response.status).toBe(201);
    const { conversationId } = (await response.json()) as { conversationId: string };

    const { items } = await list(realtor.client);
    expect(items).toMatchObject([
      {
        kind: "tour_requested",
        title: "Tour requested for Hilltop House",
        body: `Tom Tourer would like to tour it on ${format(parseISO(date), "EEEE, MMMM d")}`,
        // The thread the request opened, where the realtor answers it.
        link: `/dashboard?tab=inbox&thread=${conversationId}`,
      },
    ]);
    // The requester is not told about their own request.
    expect((await list(client)).items).toEqual([]);
  });

  it("tells nobody when the listing has no realtor or the realtor is the sender", async () => {
    const { realtor, property } = await realtorWithListing("Own Listing");
    await realtor.client.post(`/api/properties/${property.id}/inquiries`, {
      name: "Rita Realtor",
      email: "rita@example.test",
      message: "Testing my own listing",
    });
    const tour = await realtor.client.post(`/api/properties/${property.id}/tour-requests`, {
      date: utcDay(2),
      window: "morning",
    });
    expect(tour.status).toBe(201);
    expect(await list(realtor.client)).toEqual({ items: [], unreadCount: 0, nextCursor: null });

    const orphan = await createProperty(t);
    const response = await new TestClient(t).post(`/api/properties/${orphan.id}/inquiries`, {
      name: "Jane Buyer",
      email: "jane@example.test",
      message: "Anyone there?",
    });
    expect(response.status).toBe(201);
    const stored = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, `New message about ${orphan.title}`));
    expect(stored).toEqual([]);
  });
});

describe("GET /api/notifications", () => {
  it("lists the user's own notifications newest first, with the unread count of all", async () => {
    const { client, account } = await signedInClient(t);
    const other = await signedInClient(t);
    await seed(account.id, ["first", "second", "third"]);
    await seed(other.account.id, ["not mine"]);

    const response = await client.get("/api/notifications");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const all = (await response.json()) as NotificationList;
    expect(all.items.map((item) => item.title)).toEqual(["third", "second", "first"]);
    expect(all.unreadCount).toBe(3);

    const limited = await list(client, "?limit=2");
    expect(limited.items.map((item) => item.title)).toEqual(["third", "second"]);
    expect(limited.unreadCount).toBe(3);
  });

  it("shows 20 by default and at most 50", async () => {
    const { client, account } = await signedInClient(t);
    await seed(
      account.id,
      Array.from({ length: 55 }, (_, i) => `n${i}`),
    );
    expect((await list(client)).items).toHaveLength(20);
    expect((await list(client, "?limit=50")).items).toHaveLength(50);
    for (const [limit, message] of [
      ["0", "Limit must be at least 1"],
      ["51", "Limit must be at most 50"],
      ["2.5", "Limit must be a whole number"],
      ["lots", "Limit must be a number"],
    ]) {
      const response = await client.get(`/api/notifications?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect((await response.json()).issues).toEqual([{ path: "limit", message }]);
    }
  });

  it("needs sign-in for every call", async () => {
    const anonymous = new TestClient(t);
    const responses = await Promise.all([
      anonymous.get("/api/notifications"),
      anonymous.post("/api/notifications/read-all"),
      anonymous.post("/api/notifications/00000000-0000-4000-8000-000000000000/read"),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });
});

describe("marking notifications read", () => {
  it("marks one of the user's own read, and again changes nothing", async () => {
    const { client, account } = await signedInClient(t);
    const [older, newer] = await seed(account.id, ["older", "newer"]);
    if (!older || !newer) throw new Error("rows missing");

    expect((await client.post(`/api/notifications/${older.id}/read`)).status).toBe(204);
    const first = await list(client);
    const readAt = first.items.find((item) => item.id === older.id)?.readAt;
    expect(readAt).toEqual(expect.any(String));
    expect(first.unreadCount).toBe(1);

    expect((await client.post(`/api/notifications/${older.id}/read`)).status).toBe(204);
    const again = await list(client);
    expect(again.items.find((item) => item.id === older.id)?.readAt).toBe(readAt);
    expect(again.unreadCount).toBe(1);
  });

  it("is a 404 for someone else's, an unknown or a malformed id", async () => {
    const { client } = await signedInClient(t);
    const other = await signedInClient(t);
    const [theirs] = await seed(other.account.id, ["theirs"]);
    for (const id of [theirs?.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await client.post(`/api/notifications/${id}/read`);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({
        code: "NOT_FOUND",
        message: "Notification not found",
      });
    }
    expect((await list(other.client)).unreadCount).toBe(1);
  });

  it("marks all of the user's own read and leaves others' alone", async () => {
    const { client, account } = await signedInClient(t);
    const other = await signedInClient(t);
    await seed(account.id, ["a", "b", "c"]);
    await seed(other.account.id, ["theirs"]);

    expect((await client.post("/api/notifications/read-all")).status).toBe(204);
    const mine = await list(client);
    expect(mine.unreadCount).toBe(0);
    expect(mine.items.every((item: AppNotification) => item.readAt !== null)).toBe(true);
    expect((await list(other.client)).unreadCount).toBe(1);
  });
});

describe("notifyUser", () => {
  it("writes with the transaction it is given, so a rollback takes it back", async () => {
    const { client, account } = await signedInClient(t);
    const notice = {
      kind: "access_request_rejected",
      title: "Request rejected",
      body: "Your realtor access request was not approved.",
      link: "/profile",
    } as const;
    await expect(
      t.deps.db.transaction(async (tx) => {
        await notifyUser(tx, account.id, notice, null);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await list(client)).items).toEqual([]);

    await notifyUser(t.deps.db, account.id, notice, null);
    expect((await list(client)).items).toMatchObject([notice]);
  });
});
