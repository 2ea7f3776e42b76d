import { describe, expect, it } from "vitest";
import type {
  ConversationThread,
  TourSummary,
  UpcomingTourList,
} from "../../src/shared/conversations";
import {
  fresh,
  requestTourIn,
  startThread,
  type ThreadPair,
  utcDay,
} from "../factories/conversations";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

const json = async <T>(response: Response) => (await response.json()) as T;

async function step(side: ThreadPair["member"], tourId: string, action: string, body: object = {}) {
  return side.client.post(`/api/tours/${tourId}/${action}`, body, fresh());
}

const thread = async (pair: ThreadPair, side: "member" | "realtor") =>
  json<ConversationThread>(
    await pair[side].client.get(`/api/conversations/${pair.conversationId}`),
  );

describe("a tour request", () => {
  it("lands in the thread as requested, for the realtor to answer", async () => {
    const pair = await startThread(t);
    const tour = await requestTourIn(pair, 3, "afternoon");
    expect(tour.conversationId).toBe(pair.conversationId);
    const seen = await thread(pair, "realtor");
    expect(seen.tours).toEqual([
      {
        id: tour.id,
        conversationId: pair.conversationId,
        listingId: pair.listingId,
        status: "requested",
        date: utcDay(3),
        window: "afternoon",
        startsAt: null,
        endsAt: null,
        timeZone: null,
        mode: null,
        when: expect.stringMatching(/^\w{3}, \w{3} \d+, afternoon$/),
        proposedBy: null,
        declineReason: null,
        cancelledBy: null,
        canAct: ["accept", "decline", "propose", "cancel"],
      },
    ]);
    expect(seen.conversation.openTour?.id).toBe(tour.id);
    expect(seen.messages.at(-1)).toMatchObject({
      kind: "tour",
      body: expect.stringMatching(/^Requested .+, afternoon$/),
    });
    expect((await thread(pair, "member")).tours[0]?.canAct).toEqual(["cancel"]);
  });
});

describe("each step of a tour", () => {
  it("accepted by the realtor: upcoming on both dashboards", async () => {
    const pair = await startThread(t);
    const tour = await requestTourIn(pair);
    const accepted = await step(pair.realtor, tour.id, "accept");
    expect(accepted.status).toBe(200);
    expect(await json<TourSummary>(accepted)).toMatchObject({
      status: "accepted",
      canAct: ["cancel"],
    });
    for (const side of ["member", "realtor"] as const) {
      const upcoming = await json<UpcomingTourList>(
        await pair[side].client.get("/api/tours/upcoming"),
      );
      expect(upcoming.items).toHaveLength(1);
      expect(upcoming.items[0]).toMatchObject({
        id: tour.id,
        as: side,
        listing: { id: pair.listingId },
      });
    }
    // Accepting twice is refused, as is any step but cancel.
    const again = await step(pair.realtor, tour.id, "accept");
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(
      "This tour is already confirmed; it can only be cancelled.",
    );
  });

  it("declined by the realtor, who must say why", async () => {
    const pair = await startThread(t);
    const tour = await requestTourIn(pair);
    const bare = await step(pair.realtor, tour.id, "decline", {});
    expect(bare.status).toBe(400);
    expect((await bare.json()).issues).toEqual([
      { path: "reason", message: "Tell the member why" },
    ]);
    const declined = await step(pair.realtor, tour.id, "decline", { reason: "Under offer" });
    expect(await json<TourSummary>(declined)).toMatchObject({
      status: "declined",
      declineReason: "Under offer",
      canAct: [],
    });
    expect((await thread(pair, "member")).messages.at(-1)?.body).toMatch(
      /^Declined .+: Under offer$/,
    );
    // Declined is final; a new request may follow.
    expect((await step(pair.member, tour.id, "cancel")).status).toBe(409);
    expect((await requestTourIn(pair, 4)).id).not.toBe(tour.id);
  });

  it("proposed by the realtor, then counter-accepted by the member", async () => {
    const pair = await startThread(t);
    const tour = await requestTourIn(pair);
    // Only the realtor proposes, and only while the member has not yet been answered.
    expect(
      (await step(pair.member, tour.id, "propose", { date: utcDay(5), window: "evening" })).status,
    ).toBe(403);
    const proposed = await step(pair.realtor, tour.id, "propose", {
      date: utcDay(5),
      window: "evening",
    });
    expect(await json<TourSummary>(proposed)).toMatchObject({
      status: "proposed",
      date: utcDay(5),
      window: "evening",
      proposedBy: "realtor",
      canAct: ["propose", "cancel"],
    });
    expect((await step(pair.realtor, tour.id, "accept")).status).toBe(409);
    expect((await thread(pair, "member")).tours[0]?.canAct).toEqual([
      "accept",
      "decline",
      "cancel",
    ]);
    const accepted = await step(pair.member, tour.id, "accept");
    expect(await json<TourSummary>(accepted)).toMatchObject({
      status: "accepted",
      date: utcDay(5),
    });
  });

  it("proposed, then declined by the member without a reason", async () => {
    const pair = await startThread(t);
    const tour = await requestTourIn(pair);
    await step(pair.realtor, tour.id, "propose", { date: utcDay(6), window: "morning" });
    const declined = await step(pair.member, tour.id, "decline", {});
    expect(await json<TourSummary>(declined)).toMatchObject({
      status: "declined",
      declineReason: null,
    });
  });

  it("cancelled by either side, once accepted too", async () => {
    const pair = await startThread(t);
    const first = await requestTourIn(pair);
    const cancelled = await step(pair.member, first.id, "cancel", {});
    expect(await json<TourSummary>(cancelled)).toMatchObject({
      status: "cancelled",
      cancelledBy: "member",
    });
    const second = await requestTourIn(pair, 4);
    await step(pair.realtor, second.id, "accept");
    const byRealtor = await step(pair.realtor, second.id, "cancel", { reason: "Sold" });
    expect(await json<TourSummary>(byRealtor)).toMatchObject({
      status: "cancelled",
      cancelledBy: "realtor",
    });
    expect((await thread(pair, "member")).messages.at(-1)?.body).toMatch(/^Cancelled .+: Sold$/);
    expect(
      (await json<UpcomingTourList>(await pair.member.client.get("/api/tours/upcoming"))).items,
    ).toEqual([]);
  });

  it("refuses proposals in the past or beyond 60 days", async () => {
    const pair = await startThread(t);
    const tour = await requestTourIn(pair);
    for (const date of [utcDay(-3), utcDay(61)]) {
      const refused = await step(pair.realtor, tour.id, "propose", { date, window: "morning" });
      expect(refused.status).toBe(400);
      expect((await refused.json()).issues).toEqual([
        { path: "date", message: "Choose a day within the next 60 days" },
      ]);
    }
    const badWindow = await step(pair.realtor, tour.id, "propose", {
      date: utcDay(2),
      window: "night",
    });
    expect((await badWindow.json()).issues).toEqual([
      { path: "window", message: "Choose a time of day" },
    ]);
  });

  it("is a 404 to anyone outside the thread", async () => {
    const pair = await startThread(t);
    const other = await startThread(t);
    const tour = await requestTourIn(pair);
    for (const action of ["accept", "decline", "cancel"]) {
      expect((await step(other.realtor, tour.id, action, { reason: "x" })).status).toBe(404);
    }
    expect((await other.member.client.get(`/api/tours/${tour.id}/invite.ics`)).status).toBe(404);
  });
});

describe("the invitation", () => {
  it("is a calendar file of an accepted tour, for its two people only", async () => {
    const pair = await startThread(t, { title: "Hill Cabin" });
    const tour = await requestTourIn(pair, 2, "evening");
    expect((await pair.member.client.get(`/api/tours/${tour.id}/invite.ics`)).status).toBe(404);
    await step(pair.realtor, tour.id, "accept");
    const response = await pair.member.client.get(`/api/tours/${tour.id}/invite.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    expect(response.headers.get("content-disposition")).toContain("tour.ics");
    const text = await response.text();
    const day = utcDay(2).replaceAll("-", "");
    expect(text).toContain("BEGIN:VEVENT");
    // A window request lasts its window, on the listing's clock (Illinois: Central time).
    expect(text).toContain(`DTSTART;TZID=America/Chicago:${day}T170000`);
    expect(text).toContain(`DTEND;TZID=America/Chicago:${day}T200000`);
    expect(text).toContain("BEGIN:VTIMEZONE");
    expect(text).toContain("SUMMARY:HomeScope tour: Hill Cabin");
  });
});
