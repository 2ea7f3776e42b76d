import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, photographers, user } from "../../src/server/platform/db/schema";
import type { BookingList, BookingSummary } from "../../src/shared/bookings";
import type { ConversationList, ConversationThread } from "../../src/shared/conversations";
import { type BookingPair, bookIn, bookingBody, bookingPair } from "../factories/bookings";
import { fresh, utcDay } from "../factories/conversations";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { queuedMailCount } from "../setup/queued-mail";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

const json = async <T>(response: Response) => (await response.json()) as T;

const step = (
  person: BookingPair["realtor"],
  bookingId: string,
  action: string,
  body: object = {},
) => person.client.post(`/api/bookings/${bookingId}/${action}`, body, fresh());

const bookingsOf = async (person: BookingPair["realtor"], conversationId: string) =>
  json<BookingList>(
    await person.client.get(`/api/bookings?conversation=${encodeURIComponent(conversationId)}`),
  );

describe("booking a photographer", () => {
  it("opens a thread in both people's lists, with the request for the photographer to answer", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    expect(booking).toMatchObject({
      status: "requested",
      date: utcDay(3),
      window: "morning",
      services: ["photos", "drone"],
      note: "Keys are with the neighbour.",
      as: "client",
      canAct: ["cancel"],
    });

    // The realtor keeps it with their own threads, the photographer in their Inbox.
    const mine = await json<ConversationList>(
      await pair.realtor.client.get("/api/conversations?as=member"),
    );
    expect(mine.items.map((item) => item.id)).toEqual([booking.conversationId]);
    const theirs = await json<ConversationList>(
      await pair.photographer.client.get("/api/conversations?as=realtor"),
    );
    expect(theirs.items).toHaveLength(1);
    expect(theirs.items[0]).toMatchObject({
      id: booking.conversationId,
      counterpart: { id: pair.realtor.account.id, name: "Rita Realtor" },
      listing: { id: pair.listingId },
      unreadCount: 1,
    });

    const thread = await json<ConversationThread>(
      await pair.photographer.client.get(`/api/conversations/${booking.conversationId}`),
    );
    expect(thread.messages.map((m) => [m.kind, m.body])).toEqual([
      ["tour", expect.stringMatching(/^Booked a shoot: .+, morning \(Photos, Drone\)$/)],
    ]);
    const seen = await bookingsOf(pair.photographer, booking.conversationId);
    expect(seen.items).toEqual([
      { ...booking, as: "photographer", canAct: ["accept", "decline", "propose", "cancel"] },
    ]);

    const [notice] = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, pair.photographer.account.id));
    expect(notice).toMatchObject({
      kind: "booking_update",
      title: "Photo shoot for Elm House",
      link: `/dashboard?tab=inbox&thread=${booking.conversationId}`,
    });
    expect(
      await queuedMailCount(t.deps.db, pair.photographer.account.email, "booking-update"),
    ).toBe(1);
  });

  it("is for realtors only, and needs a signed-in, confirmed account", async () => {
    const pair = await bookingPair(t);
    const member = await signedInClient(t);
    const other = await signedInClient(t, { role: "photographer" });
    for (const client of [member.client, other.client, pair.photographer.client]) {
      const refused = await client.post("/api/bookings", bookingBody(pair), fresh());
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toBe("Only realtors can book a photographer.");
    }
    const anonymous = new TestClient(t);
    expect((await anonymous.post("/api/bookings", bookingBody(pair), fresh())).status).toBe(401);
    await t.deps.db
      .update(user)
      .set({ emailVerified: false })
      .where(eq(user.id, pair.realtor.account.id));
    const unverified = await pair.realtor.client.post("/api/bookings", bookingBody(pair), fresh());
    expect(unverified.status).toBe(403);
    expect((await unverified.json()).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("reaches only photographers the directory shows", async () => {
    const pair = await bookingPair(t, { listed: false });
    const hidden = await pair.realtor.client.post("/api/bookings", bookingBody(pair), fresh());
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).message).toBe("Photographer not found");

    await t.deps.db
      .update(photographers)
      .set({ listed: true })
      .where(eq(photographers.userId, pair.photographer.account.id));
    await t.deps.db
      .update(user)
      .set({ banned: true })
      .where(eq(user.id, pair.photographer.account.id));
    const suspended = await pair.realtor.client.post("/api/bookings", bookingBody(pair), fresh());
    expect(suspended.status).toBe(404);

    const nobody = await pair.realtor.client.post(
      "/api/bookings",
      bookingBody(pair, { photographerId: pair.realtor.account.id }),
      fresh(),
    );
    expect(nobody.status).toBe(404);
  });

  it("is for the realtor's own listings only", async () => {
    const pair = await bookingPair(t);
    const rival = await signedInClient(t, { role: "realtor" });
    const theirs = await createProperty(t, { realtorId: rival.account.id });
    const refused = await pair.realtor.client.post(
      "/api/bookings",
      bookingBody(pair, { listingId: theirs.id }),
      fresh(),
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      "You can book a photographer only for your own listings.",
    );
    const unknown = await pair.realtor.client.post(
      "/api/bookings",
      bookingBody(pair, { listingId: "0b8f1a47-8a35-4c57-9a3b-0c2f4c5e6d7e" }),
      fresh(),
    );
    expect(unknown.status).toBe(404);

    const listings = await pair.realtor.client.get("/api/bookings/listings");
    expect((await listings.json()).items).toEqual([
      expect.objectContaining({ id: pair.listingId, title: "Elm House" }),
    ]);
    expect((await pair.photographer.client.get("/api/bookings/listings")).status).toBe(403);
  });

  it("checks its fields with the shared schema, and refuses a day in the past", async () => {
    const pair = await bookingPair(t);
    const bad = await pair.realtor.client.post(
      "/api/bookings",
      bookingBody(pair, { services: [], window: "night", listingId: "nope" }),
      fresh(),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "listingId",
      "services",
      "window",
    ]);
    const twice = await pair.realtor.client.post(
      "/api/bookings",
      bookingBody(pair, { services: ["photos", "photos"] }),
      fresh(),
    );
    expect(twice.status).toBe(400);
    const past = await pair.realtor.client.post(
      "/api/bookings",
      bookingBody(pair, { date: utcDay(-3) }),
      fresh(),
    );
    expect(past.status).toBe(400);
    expect((await past.json()).issues[0].path).toBe("date");
  });

  it("waits for one answer at a time in a thread", async () => {
    const pair = await bookingPair(t);
    const first = await bookIn(pair);
    const again = await pair.realtor.client.post("/api/bookings", bookingBody(pair), fresh());
    expect(again.status).toBe(409);
    await step(pair.photographer, first.id, "accept");
    // Once answered, another booking of the same listing follows in the same thread.
    const second = await bookIn(pair, { date: utcDay(10) });
    expect(second.conversationId).toBe(first.conversationId);
  });

  it("is refused once the photographer blocked the realtor", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    await step(pair.photographer, booking.id, "decline", { reason: "Booked that week" });
    const blocked = await pair.photographer.client.post(
      `/api/conversations/${booking.conversationId}/block`,
      {},
      fresh(),
    );
    expect(blocked.status).toBe(200);
    const refused = await pair.realtor.client.post("/api/bookings", bookingBody(pair), fresh());
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      "This photographer is not taking bookings from you.",
    );
  });
});

describe("answering a booking", () => {
  it("accepted by the photographer, after which it can only be cancelled", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    // The realtor cannot accept their own request.
    expect((await step(pair.realtor, booking.id, "accept")).status).toBe(409);
    const accepted = await step(pair.photographer, booking.id, "accept");
    expect(accepted.status).toBe(200);
    expect(await json<BookingSummary>(accepted)).toMatchObject({
      status: "accepted",
      canAct: ["cancel"],
    });
    const again = await step(pair.photographer, booking.id, "accept");
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      "This booking is already confirmed; it can only be cancelled.",
    );
    const [notice] = await t.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, pair.realtor.account.id),
          eq(notifications.kind, "booking_update"),
        ),
      );
    expect(notice?.body).toMatch(/^Pia Photographer confirmed the shoot of Elm House on /);
    expect(notice?.link).toBe(`/dashboard?tab=messages&thread=${booking.conversationId}`);
  });

  it("declined by the photographer, who must say why", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    const bare = await step(pair.photographer, booking.id, "decline");
    expect(bare.status).toBe(400);
    expect((await bare.json()).issues).toEqual([
      { path: "reason", message: "Tell the realtor why" },
    ]);
    const declined = await step(pair.photographer, booking.id, "decline", {
      reason: "Booked that week",
    });
    expect(await json<BookingSummary>(declined)).toMatchObject({
      status: "declined",
      declineReason: "Booked that week",
      canAct: [],
    });
    expect((await step(pair.realtor, booking.id, "cancel")).status).toBe(409);
  });

  it("proposed by the photographer, then accepted by the realtor", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    const slot = { date: utcDay(6), window: "afternoon" };
    expect((await step(pair.realtor, booking.id, "propose", slot)).status).toBe(403);
    const outside = await step(pair.photographer, booking.id, "propose", {
      ...slot,
      date: utcDay(-2),
    });
    expect(outside.status).toBe(400);
    const proposed = await step(pair.photographer, booking.id, "propose", slot);
    expect(await json<BookingSummary>(proposed)).toMatchObject({
      status: "proposed",
      date: utcDay(6),
      window: "afternoon",
      proposedBy: "photographer",
      canAct: ["propose", "cancel"],
    });
    // Now it is the realtor's to answer, not the photographer's.
    expect((await step(pair.photographer, booking.id, "accept")).status).toBe(409);
    const [mine] = (await bookingsOf(pair.realtor, booking.conversationId)).items;
    expect(mine?.canAct).toEqual(["accept", "decline", "cancel"]);
    const accepted = await step(pair.realtor, booking.id, "accept");
    expect(await json<BookingSummary>(accepted)).toMatchObject({
      status: "accepted",
      date: utcDay(6),
    });
  });

  it("cancelled by the realtor, with a reason the thread shows", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    const cancelled = await step(pair.realtor, booking.id, "cancel", { reason: "Sold already" });
    expect(await json<BookingSummary>(cancelled)).toMatchObject({
      status: "cancelled",
      cancelledBy: "client",
    });
    const thread = await json<ConversationThread>(
      await pair.photographer.client.get(`/api/conversations/${booking.conversationId}`),
    );
    expect(thread.messages.at(-1)?.body).toMatch(/^Cancelled the shoot: .+\. Sold already$/);
  });

  it("is hidden from anyone but its two people", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    const stranger = await signedInClient(t, { role: "photographer" });
    const refused = await stranger.client.post(`/api/bookings/${booking.id}/accept`, {}, fresh());
    expect(refused.status).toBe(404);
    expect(
      (await stranger.client.get(`/api/bookings?conversation=${booking.conversationId}`)).status,
    ).toBe(404);
    expect(
      (await pair.photographer.client.post("/api/bookings/nope/accept", {}, fresh())).status,
    ).toBe(404);
    const anonymous = new TestClient(t);
    expect((await anonymous.post(`/api/bookings/${booking.id}/accept`, {}, fresh())).status).toBe(
      401,
    );
  });
});
