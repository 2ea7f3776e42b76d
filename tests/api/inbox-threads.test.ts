import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../src/server/platform/db/schema";
import type {
  ConversationList,
  ConversationMessage,
  ConversationThread,
  ThreadReportList,
  UnreadCounts,
} from "../../src/shared/conversations";
import { activitiesAbout, signedInAdmin } from "../factories/admin";
import { fresh, startThread, utcDay } from "../factories/conversations";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

const json = async <T>(response: Response) => (await response.json()) as T;

describe("a thread opened by Contact Agent", () => {
  it("is listed on both sides, newest first, with the listing and the other person", async () => {
    const pair = await startThread(t, { title: "Lake House" });
    const { member, realtor, conversationId } = pair;
    const mine = await json<ConversationList>(
      await member.client.get("/api/conversations?as=member"),
    );
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      id: conversationId,
      as: "member",
      listing: { id: pair.listingId, title: "Lake House" },
      counterpart: { id: realtor.account.id, name: "Rita Realtor" },
      lastMessage: { body: "Is it still available?", fromMe: true },
      unreadCount: 0,
      openTour: null,
      blocked: false,
    });
    const inbox = await realtor.client.get("/api/conversations?as=realtor");
    expect(inbox.headers.get("cache-control")).toBe("private, no-store");
    expect((await json<ConversationList>(inbox)).items[0]).toMatchObject({
      id: conversationId,
      as: "realtor",
      counterpart: { id: member.account.id, name: "Mia Member" },
      lastMessage: { fromMe: false },
      unreadCount: 1,
    });
    // The member's own side lists nothing for the realtor, and a second message continues the thread.
    expect(
      (await json<ConversationList>(await realtor.client.get("/api/conversations?as=member")))
        .items,
    ).toEqual([]);
    const again = await member.client.post(
      `/api/properties/${pair.listingId}/inquiries`,
      { name: "Mia", email: member.account.email, message: "Still there?" },
      fresh(),
    );
    expect((await json<{ conversationId: string }>(again)).conversationId).toBe(conversationId);
  });

  it("is a visitor's own thread when they are signed out", async () => {
    const realtor = await signedInClient(t, { role: "realtor" });
    const listing = await createProperty(t, { realtorId: realtor.account.id });
    const response = await new TestClient(t).post(
      `/api/properties/${listing.id}/inquiries`,
      { name: "Vic", email: "vic@example.test", message: "Hello" },
      fresh(),
    );
    expect(response.status).toBe(201);
    const { conversationId } = await json<{ conversationId: string }>(response);
    const { items } = await json<ConversationList>(
      await realtor.client.get("/api/conversations?as=realtor"),
    );
    expect(items.map((item) => [item.id, item.counterpart])).toEqual([
      [conversationId, { id: null, name: "Vic", avatarUrl: null }],
    ]);
  });

  it("is a 404 to anyone but its two people, administrators included", async () => {
    const { member, realtor, conversationId } = await startThread(t);
    const path = `/api/conversations/${conversationId}`;
    expect((await member.client.get(path)).status).toBe(200);
    expect((await realtor.client.get(path)).status).toBe(200);
    const stranger = await signedInClient(t);
    const { client: admin } = await signedInAdmin(t);
    for (const client of [stranger.client, admin]) {
      expect((await client.get(path)).status).toBe(404);
      const write = await client.post(`${path}/messages`, { body: "Hi" }, fresh());
      expect(write.status).toBe(404);
      expect(await write.json()).toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await new TestClient(t).get(path)).status).toBe(401);
    expect((await member.client.get("/api/conversations/nope")).status).toBe(404);
  });
});

describe("messages and unread counts", () => {
  it("counts the other side's messages until the thread is read", async () => {
    const { member, realtor, conversationId } = await startThread(t);
    const path = `/api/conversations/${conversationId}`;
    expect(await json<UnreadCounts>(await realtor.client.get("/api/conversations/unread"))).toEqual(
      {
        member: 0,
        realtor: 1,
      },
    );
    const reply = await realtor.client.post(`${path}/messages`, { body: "Yes, come by!" }, fresh());
    expect(reply.status).toBe(201);
    expect(await json<ConversationMessage>(reply)).toMatchObject({
      body: "Yes, come by!",
      fromMe: true,
      kind: "message",
      senderName: "Rita Realtor",
    });
    // Replying reads what came before.
    expect(await json<UnreadCounts>(await realtor.client.get("/api/conversations/unread"))).toEqual(
      {
        member: 0,
        realtor: 0,
      },
    );
    await realtor.client.post(`${path}/messages`, { body: "Saturday works." }, fresh());
    expect(await json<UnreadCounts>(await member.client.get("/api/conversations/unread"))).toEqual({
      member: 2,
      realtor: 0,
    });
    const thread = await json<ConversationThread>(await member.client.get(path));
    expect(thread.conversation.unreadCount).toBe(2);
    expect(thread.messages.map((message) => [message.body, message.fromMe])).toEqual([
      ["Is it still available?", true],
      ["Yes, come by!", false],
      ["Saturday works.", false],
    ]);
    expect((await member.client.post(`${path}/read`, {})).status).toBe(204);
    expect(await json<UnreadCounts>(await member.client.get("/api/conversations/unread"))).toEqual({
      member: 0,
      realtor: 0,
    });
  });

  it("refuses empty and overlong messages with field issues", async () => {
    const { member, conversationId } = await startThread(t);
    const path = `/api/conversations/${conversationId}/messages`;
    const empty = await member.client.post(path, { body: " \u0000 " }, fresh());
    expect(empty.status).toBe(400);
    expect((await empty.json()).issues).toEqual([{ path: "body", message: "Message is required" }]);
    const long = await member.client.post(path, { body: "x".repeat(2001) }, fresh());
    expect((await long.json()).issues).toEqual([
      { path: "body", message: "Message must be at most 2000 characters" },
    ]);
  });

  it("tells a blocked member so, and lets the realtor unblock them", async () => {
    const pair = await startThread(t);
    const { member, realtor, conversationId } = pair;
    const path = `/api/conversations/${conversationId}`;
    expect((await member.client.post(`${path}/block`, {})).status).toBe(403);
    const block = await realtor.client.post(`${path}/block`, {});
    expect(await block.json()).toEqual({ blocked: true });
    const refused = await member.client.post(`${path}/messages`, { body: "Hello?" }, fresh());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "BLOCKED",
      message: "This realtor is not taking messages from you.",
    });
    // No new thread or tour either, about any of the realtor's listings.
    const other = await createProperty(t, { realtorId: realtor.account.id });
    const contact = await member.client.post(
      `/api/properties/${other.id}/inquiries`,
      { name: "Mia", email: member.account.email, message: "Hi" },
      fresh(),
    );
    expect(contact.status).toBe(403);
    const tour = await member.client.post(
      `/api/properties/${pair.listingId}/tour-requests`,
      { date: utcDay(2), window: "evening" },
      fresh(),
    );
    expect((await tour.json()).code).toBe("BLOCKED");
    expect(
      (await json<ConversationThread>(await realtor.client.get(path))).conversation.blocked,
    ).toBe(true);
    expect(await (await realtor.client.delete(`${path}/block`)).json()).toEqual({ blocked: false });
    expect((await member.client.post(`${path}/messages`, { body: "Hello?" }, fresh())).status).toBe(
      201,
    );
  });

  it("closes the thread when the listing is deleted, keeping it readable", async () => {
    const { member, conversationId, listingId } = await startThread(t);
    await t.deps.db.delete(properties).where(eq(properties.id, listingId));
    const path = `/api/conversations/${conversationId}`;
    const thread = await json<ConversationThread>(await member.client.get(path));
    expect(thread.conversation.listing).toBeNull();
    expect(thread.messages).toHaveLength(1);
    const refused = await member.client.post(`${path}/messages`, { body: "Hello?" }, fresh());
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: "LISTING_CLOSED",
      message: "This listing is no longer on HomeScope; the conversation is closed.",
    });
  });
});

describe("reports", () => {
  it("are the member's to file and the administrators' to read and resolve", async () => {
    const { member, realtor, conversationId } = await startThread(t);
    const path = `/api/conversations/${conversationId}/report`;
    expect((await realtor.client.post(path, { reason: "Spam" }, fresh())).status).toBe(403);
    const empty = await member.client.post(path, { reason: "" }, fresh());
    expect((await empty.json()).issues).toEqual([
      { path: "reason", message: "Tell us what is wrong" },
    ]);
    const filed = await member.client.post(path, { reason: "Asked for a wire transfer" }, fresh());
    expect(filed.status).toBe(201);
    const { id } = await json<{ id: string }>(filed);

    const { client: admin } = await signedInAdmin(t);
    const open = await json<ThreadReportList>(await admin.get("/api/admin/reports"));
    const report = open.items.find((item) => item.id === id);
    expect(report).toMatchObject({
      conversationId,
      reason: "Asked for a wire transfer",
      status: "open",
      reporter: { id: member.account.id, name: "Mia Member" },
      realtor: { id: realtor.account.id, name: "Rita Realtor" },
      excerpt: [{ senderName: "Mia Member", body: "Is it still available?" }],
    });
    expect((await member.client.get("/api/admin/reports")).status).toBe(403);
    const resolved = await admin.post(`/api/admin/reports/${id}/resolve`, {});
    expect(await resolved.json()).toEqual({ id, status: "resolved" });
    const after = await json<ThreadReportList>(
      await admin.get("/api/admin/reports?status=resolved"),
    );
    expect(after.items.map((item) => item.id)).toContain(id);
    expect(await activitiesAbout(t, id)).toMatchObject([
      { action: "thread_report_resolved", targetType: "thread_report" },
    ]);
  });
});
