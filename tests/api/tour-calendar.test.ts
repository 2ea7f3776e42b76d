import { describe, expect, it } from "vitest";
import type {
  ConversationThread,
  TourSummary,
  UpcomingTourList,
} from "../../src/shared/conversations";
import {
  TOUR_CALENDAR_MESSAGES,
  type TourAvailability,
  type TourSlotList,
} from "../../src/shared/tour-calendar";
import { fresh, startThread, type ThreadPair } from "../factories/conversations";
import { createProperty } from "../factories/properties";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

const json = async <T>(response: Response) => (await response.json()) as T;
type Client = ThreadPair["member"]["client"];

const slotsOf = async (client: Client, listingId: string) =>
  json<TourSlotList>(await client.get(`/api/properties/${listingId}/tour-slots`));
const freeStarts = (list: TourSlotList) =>
  list.days.flatMap((day) => day.slots.map((s) => s.startsAt));
const book = (
  client: Client,
  listingId: string,
  startsAt: string | undefined,
  mode = "in_person",
) => client.post(`/api/properties/${listingId}/tour-requests`, { startsAt, mode }, fresh());

describe("a listing's free slots", () => {
  it("offers the realtor's hours in the listing's zone for 30 days, from today there", async () => {
    const { client } = await signedInClient(t);
    const listing = await createProperty(t); // in Illinois: Central time
    const list = await slotsOf(client, listing.id);
    expect(list.timeZone).toBe("America/Chicago");
    expect(list.slotMinutes).toBe(30);
    expect(list.days).toHaveLength(30);
    const dates = list.days.map((day) => day.date);
    expect(new Set(dates).size).toBe(30);
    expect([...dates].sort()).toEqual(dates);
    // Default hours: 9:00 to 18:00, half hours, and nothing on Sundays.
    const open = list.days.find((day) => day.slots.length === 18);
    expect(open?.slots[0]?.time).toBe("09:00");
    const sunday = list.days.find((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === 0);
    expect(sunday?.slots).toEqual([]);
    for (const start of freeStarts(list)) expect(Date.parse(start)).toBeGreaterThan(Date.now());
  });

  it("follows the hours, length and blocked days the realtor sets", async () => {
    const realtor = await signedInClient(t, { role: "realtor" });
    const listing = await createProperty(t, { realtorId: realtor.account.id });
    const weekly = Array.from({ length: 7 }, () => ({ start: "10:00", end: "12:00" }));
    const saved = await realtor.client.put(
      "/api/tour-availability",
      { weekly, slotMinutes: 60 },
      fresh(),
    );
    expect(saved.status).toBe(200);
    const before = await slotsOf(realtor.client, listing.id);
    expect(before.slotMinutes).toBe(60);
    const day = before.days[3];
    expect(day?.slots.map((slot) => slot.time)).toEqual(["10:00", "11:00"]);
    const blocked = await realtor.client.post(
      "/api/tour-availability/blocks",
      { firstDay: day?.date, lastDay: day?.date, note: "Closing day" },
      fresh(),
    );
    expect(blocked.status).toBe(201);
    const after = await slotsOf(realtor.client, listing.id);
    expect(after.days[3]?.slots).toEqual([]);
    expect(after.days[4]?.slots).toHaveLength(2);
    const mine = await json<TourAvailability>(await realtor.client.get("/api/tour-availability"));
    expect(mine).toMatchObject({ slotMinutes: 60, weekly, blocks: [{ note: "Closing day" }] });
    const removed = await realtor.client.delete(
      `/api/tour-availability/blocks/${mine.blocks[0]?.id}`,
      fresh(),
    );
    expect(removed.status).toBe(204);
    expect((await slotsOf(realtor.client, listing.id)).days[3]?.slots).toHaveLength(2);
  });

  it("refuses hours that end before they start", async () => {
    const realtor = await signedInClient(t, { role: "realtor" });
    const weekly = Array.from({ length: 7 }, () => ({ start: "12:00", end: "09:00" }));
    const response = await realtor.client.put("/api/tour-availability", { weekly }, fresh());
    expect(response.status).toBe(400);
  });
});

describe("booking a slot", () => {
  it("holds it on the realtor's calendar; a second buyer is refused it (409)", async () => {
    const pair = await startThread(t);
    const other = await signedInClient(t, { name: "Otto Other" });
    const [slot, next] = freeStarts(await slotsOf(pair.member.client, pair.listingId));
    const booked = await book(pair.member.client, pair.listingId, slot, "video");
    expect(booked.status).toBe(201);
    expect(await json(booked)).toMatchObject({ startsAt: slot, window: null });
    const refused = await book(other.client, pair.listingId, slot);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ message: TOUR_CALENDAR_MESSAGES.slotTaken });
    expect(freeStarts(await slotsOf(other.client, pair.listingId))).not.toContain(slot);
    expect((await book(other.client, pair.listingId, next)).status).toBe(201);

    const seen = await json<ConversationThread>(
      await pair.realtor.client.get(`/api/conversations/${pair.conversationId}`),
    );
    expect(seen.tours[0]).toMatchObject({
      status: "requested",
      startsAt: slot,
      timeZone: "America/Chicago",
      mode: "video",
      window: null,
      when: expect.stringMatching(/^\w{3}, \w{3} \d+ at \d+:\d\d [AP]M \(video call\)$/),
    });
  });

  it("holds the time across all the realtor's listings", async () => {
    const pair = await startThread(t);
    const second = await createProperty(t, { realtorId: pair.realtor.account.id });
    const other = await signedInClient(t);
    const [slot] = freeStarts(await slotsOf(pair.member.client, pair.listingId));
    expect((await book(pair.member.client, pair.listingId, slot)).status).toBe(201);
    expect(freeStarts(await slotsOf(other.client, second.id))).not.toContain(slot);
    expect((await book(other.client, second.id, slot)).status).toBe(409);
  });

  it("lets only one of two buyers booking the same slot at once have it", async () => {
    const realtor = await signedInClient(t, { role: "realtor" });
    const listing = await createProperty(t, { realtorId: realtor.account.id });
    const buyers = await Promise.all([signedInClient(t), signedInClient(t), signedInClient(t)]);
    const [slot] = freeStarts(await slotsOf(buyers[0].client, listing.id));
    const statuses = await Promise.all(buyers.map((b) => book(b.client, listing.id, slot)));
    expect(statuses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it("refuses a time the listing does not offer (400): off hours, blocked or past", async () => {
    const pair = await startThread(t);
    const list = await slotsOf(pair.member.client, pair.listingId);
    const sunday = list.days.find((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === 0);
    const offHours = `${sunday?.date}T16:00:00.000Z`;
    for (const startsAt of [offHours, "2020-01-06T15:00:00.000Z", undefined]) {
      expect((await book(pair.member.client, pair.listingId, startsAt)).status).toBe(400);
    }
    // A slot's start shifted by a few minutes is not a slot.
    const [slot] = freeStarts(list);
    const shifted = new Date(Date.parse(slot ?? "") + 5 * 60_000).toISOString();
    expect((await book(pair.member.client, pair.listingId, shifted)).status).toBe(400);
  });

  it("frees the slot when the tour is declined or cancelled", async () => {
    const pair = await startThread(t);
    const [slot] = freeStarts(await slotsOf(pair.member.client, pair.listingId));
    const tour = await json<{ id: string }>(await book(pair.member.client, pair.listingId, slot));
    const cancelled = await pair.member.client.post(`/api/tours/${tour.id}/cancel`, {}, fresh());
    expect(cancelled.status).toBe(200);
    expect(freeStarts(await slotsOf(pair.member.client, pair.listingId))).toContain(slot);
  });
});

describe("the realtor proposing another slot", () => {
  it("moves the hold to the new slot, and cannot take one another tour holds", async () => {
    const pair = await startThread(t);
    const other = await startThread(t);
    const free = freeStarts(await slotsOf(pair.member.client, pair.listingId));
    const [first, second, third] = free;
    const tour = await json<{ id: string }>(await book(pair.member.client, pair.listingId, first));
    // Another realtor's tour does not hold this realtor's time.
    expect((await book(other.member.client, other.listingId, second)).status).toBe(201);
    const proposed = await pair.realtor.client.post(
      `/api/tours/${tour.id}/propose`,
      { startsAt: third, mode: "video" },
      fresh(),
    );
    expect(proposed.status).toBe(200);
    expect(await json<TourSummary>(proposed)).toMatchObject({
      status: "proposed",
      startsAt: third,
      mode: "video",
    });
    const now = freeStarts(await slotsOf(pair.member.client, pair.listingId));
    expect(now).toContain(first);
    expect(now).not.toContain(third);

    const buyer = await signedInClient(t);
    expect((await book(buyer.client, pair.listingId, first)).status).toBe(201);
    const clash = await pair.realtor.client.post(
      `/api/tours/${tour.id}/propose`,
      { startsAt: first },
      fresh(),
    );
    expect(clash.status).toBe(409);
    const accepted = await pair.member.client.post(`/api/tours/${tour.id}/accept`, {}, fresh());
    expect(accepted.status).toBe(200);
  });
});

describe("the buyer's tour requests", () => {
  it("lists their own waiting and confirmed tours, of one listing when asked", async () => {
    const pair = await startThread(t);
    const elsewhere = await startThread(t);
    const [slot] = freeStarts(await slotsOf(pair.member.client, pair.listingId));
    const tour = await json<{ id: string }>(await book(pair.member.client, pair.listingId, slot));
    const mine = await json<UpcomingTourList>(
      await pair.member.client.get(`/api/tours/requests?listing=${pair.listingId}`),
    );
    expect(mine.items).toEqual([
      expect.objectContaining({ id: tour.id, status: "requested", as: "member", startsAt: slot }),
    ]);
    // The realtor's side of it is not a request of theirs; nor is another listing's.
    const realtors = await json<UpcomingTourList>(
      await pair.realtor.client.get("/api/tours/requests"),
    );
    expect(realtors.items).toEqual([]);
    const other = await json<UpcomingTourList>(
      await elsewhere.member.client.get(`/api/tours/requests?listing=${pair.listingId}`),
    );
    expect(other.items).toEqual([]);
  });
});
