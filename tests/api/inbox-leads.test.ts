import { describe, expect, it } from "vitest";
import type { ConversationList, ConversationThread } from "../../src/shared/conversations";
import type { GuestThread, LeadDetails, LeadStageCounts } from "../../src/shared/leads";
import { fresh, requestTourIn, startThread } from "../factories/conversations";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn } from "../setup/smtp-sink";
import { TEST_ORIGIN } from "../setup/test-app";
import { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

const json = async <T>(response: Response) => (await response.json()) as T;

/** A realtor's listing and a visitor's Contact Agent message about it, signed out. */
async function guestLead(email = "vic@example.test") {
  const realtor = await signedInClient(t, { role: "realtor", name: "Rita Realtor" });
  const listing = await createProperty(t, { realtorId: realtor.account.id, title: "Dune House" });
  const response = await new TestClient(t).post(
    `/api/properties/${listing.id}/inquiries`,
    {
      name: "Vic Visitor",
      email,
      phone: "(555) 010-2000",
      contactWay: "text",
      message: "Can I see it Sunday?",
      source: "reel",
    },
    fresh(),
  );
  expect(response.status).toBe(201);
  const { conversationId } = await json<{ conversationId: string }>(response);
  return { realtor, listing, conversationId };
}

describe("a visitor's message without an account", () => {
  it("opens a thread in the realtor's Inbox with the contact details they gave", async () => {
    const { realtor, conversationId } = await guestLead();
    const thread = await json<ConversationThread>(
      await realtor.client.get(`/api/conversations/${conversationId}`),
    );
    expect(thread.lead).toEqual({
      stage: "new",
      source: "reel",
      note: "",
      contact: {
        name: "Vic Visitor",
        email: "vic@example.test",
        phone: "(555) 010-2000",
        contactWay: "text",
        guest: true,
      },
    });
    expect(thread.messages.map((m) => [m.senderName, m.body, m.fromMe])).toEqual([
      ["Vic Visitor", "Can I see it Sunday?", false],
    ]);
    const mail = await t.smtp.waitFor(realtor.account.email, /New message about Dune House/);
    expect(mail.text).toContain("(555) 010-2000");
    expect(mail.text).toContain("Prefers: Text message");
  });

  it("reaches the visitor by e-mail, whose link reads and answers the thread", async () => {
    const { realtor, conversationId } = await guestLead("val@example.test");
    const reply = await realtor.client.post(
      `/api/conversations/${conversationId}/messages`,
      { body: "Sunday at 2 works." },
      fresh(),
    );
    expect(reply.status).toBe(201);
    const mail = await t.smtp.waitFor("val@example.test", /Rita Realtor answered about Dune House/);
    expect(mail.text).toContain("Sunday at 2 works.");
    const link = linksIn(mail).find((href) => href.startsWith(`${TEST_ORIGIN}/messages/`));
    expect(link).toBeDefined();
    const url = new URL(link ?? "");
    const api = `/api/guest-threads/${conversationId}${url.search}`;
    const visitor = new TestClient(t);
    const view = await json<GuestThread>(await visitor.get(api));
    expect(view).toMatchObject({
      guestName: "Vic Visitor",
      realtor: { name: "Rita Realtor" },
      listing: { title: "Dune House" },
      closed: false,
    });
    expect(view.messages.map((m) => [m.senderName, m.fromMe])).toEqual([
      ["Vic Visitor", true],
      ["Rita Realtor", false],
    ]);
    const answer = await visitor.post(
      `/api/guest-threads/${conversationId}/messages${url.search}`,
      { body: "See you then." },
      fresh(),
    );
    expect(answer.status).toBe(201);
    await t.smtp.waitFor(realtor.account.email, /Vic Visitor wrote about Dune House/);
    const list = await json<ConversationList>(
      await realtor.client.get("/api/conversations?as=realtor"),
    );
    expect(list.items[0]).toMatchObject({ id: conversationId, unreadCount: 1 });
  });

  it("continues the same thread when the visitor writes again from the same address", async () => {
    const { listing, conversationId } = await guestLead("Same@Example.test");
    const again = await new TestClient(t).post(
      `/api/properties/${listing.id}/inquiries`,
      { name: "Vic", email: "same@example.test", phone: "555 7", message: "Also, parking?" },
      fresh(),
    );
    expect((await json<{ conversationId: string }>(again)).conversationId).toBe(conversationId);
  });

  it("is a 404 with a wrong or missing key", async () => {
    const { conversationId } = await guestLead("key@example.test");
    const visitor = new TestClient(t);
    expect((await visitor.get(`/api/guest-threads/${conversationId}?key=nope`)).status).toBe(404);
    const missing = await visitor.get(`/api/guest-threads/${conversationId}`);
    expect(missing.status).toBe(400);
  });

  it("cannot be blocked, having no account", async () => {
    const { realtor, conversationId } = await guestLead("block@example.test");
    const response = await realtor.client.post(`/api/conversations/${conversationId}/block`, {});
    expect(response.status).toBe(409);
  });
});

describe("a lead's stage and note", () => {
  it("are the realtor's alone: set, filtered and counted", async () => {
    const pair = await startThread(t);
    const path = `/api/conversations/${pair.conversationId}/lead`;
    const set = await pair.realtor.client.patch(path, { stage: "offer", note: "Pre-approved." });
    expect(set.status).toBe(200);
    expect(await json<LeadDetails>(set)).toMatchObject({ stage: "offer", note: "Pre-approved." });
    expect((await pair.member.client.patch(path, { stage: "lost" })).status).toBe(403);
    const memberView = await json<ConversationThread>(
      await pair.member.client.get(`/api/conversations/${pair.conversationId}`),
    );
    expect(memberView.lead).toBeNull();
    expect(JSON.stringify(memberView)).not.toContain("Pre-approved");

    const counts = await json<LeadStageCounts>(
      await pair.realtor.client.get("/api/conversations/lead-stages"),
    );
    expect(counts).toEqual({ new: 0, contacted: 0, touring: 0, offer: 1, closed: 0, lost: 0 });
    const offers = await json<ConversationList>(
      await pair.realtor.client.get("/api/conversations?as=realtor&stage=offer"),
    );
    expect(offers.items.map((item) => [item.id, item.lead])).toEqual([
      [pair.conversationId, { stage: "offer", source: "listing" }],
    ]);
    const none = await json<ConversationList>(
      await pair.realtor.client.get("/api/conversations?as=realtor&stage=lost"),
    );
    expect(none.items).toEqual([]);
  });

  it("refuses an unknown stage, an empty change and a note too long", async () => {
    const pair = await startThread(t);
    const path = `/api/conversations/${pair.conversationId}/lead`;
    for (const body of [{ stage: "won" }, {}, { note: "x".repeat(2001) }]) {
      const response = await pair.realtor.client.patch(path, body);
      expect(response.status).toBe(400);
    }
    expect((await pair.realtor.client.get("/api/conversations?as=realtor&stage=won")).status).toBe(
      400,
    );
  });

  it("moves from new to contacted with the realtor's first answer, and keeps a chosen stage", async () => {
    const pair = await startThread(t);
    const post = (body: string) =>
      pair.realtor.client.post(
        `/api/conversations/${pair.conversationId}/messages`,
        { body },
        fresh(),
      );
    await post("Hello!");
    const stageNow = async () =>
      (
        await json<ConversationThread>(
          await pair.realtor.client.get(`/api/conversations/${pair.conversationId}`),
        )
      ).lead?.stage;
    expect(await stageNow()).toBe("contacted");
    await pair.realtor.client.patch(`/api/conversations/${pair.conversationId}/lead`, {
      stage: "touring",
    });
    await requestTourIn(pair);
    await post("Booked.");
    expect(await stageNow()).toBe("touring");
  });

  it("shows a member's account details when they gave none, e.g. by requesting a tour", async () => {
    const realtor = await signedInClient(t, { role: "realtor" });
    const member = await signedInClient(t, { name: "Tess Tourer" });
    const listing = await createProperty(t, { realtorId: realtor.account.id });
    const tour = await member.client.post(
      `/api/properties/${listing.id}/tour-requests`,
      {
        date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        window: "morning",
        source: "map",
      },
      fresh(),
    );
    expect(tour.status).toBe(201);
    const { conversationId } = await json<{ conversationId: string }>(tour);
    const thread = await json<ConversationThread>(
      await realtor.client.get(`/api/conversations/${conversationId}`),
    );
    expect(thread.lead).toMatchObject({
      source: "map",
      contact: { name: "Tess Tourer", email: member.account.email, phone: null, guest: false },
    });
  });
});

describe("a directory message to a realtor", () => {
  it("opens a thread without a listing that stays open", async () => {
    const realtor = await signedInClient(t, { role: "realtor", name: "Dora Directory" });
    const member = await signedInClient(t, { name: "Mo Member" });
    await realtor.client.patch("/api/directory/me", { listed: true });
    const send = () =>
      member.client.post(
        `/api/realtors/${realtor.account.id}/messages`,
        { name: "Mo Member", email: member.account.email, message: "Do you cover Austin?" },
        fresh(),
      );
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const { items } = await json<ConversationList>(
      await realtor.client.get("/api/conversations?as=realtor"),
    );
    expect(items.map((item) => [item.listing, item.lead?.source])).toEqual([[null, "directory"]]);
    const [thread] = items;
    const reply = await realtor.client.post(
      `/api/conversations/${thread?.id}/messages`,
      { body: "Yes, all of it." },
      fresh(),
    );
    expect(reply.status).toBe(201);
  });
});
