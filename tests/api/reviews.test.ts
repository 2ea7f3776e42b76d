import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tourRequests } from "../../src/server/platform/db/schema";
import type { Review, ReviewableList, ReviewPage } from "../../src/shared/reviews";
import { signedInAdmin } from "../factories/admin";
import { fresh, requestTourIn, startThread } from "../factories/conversations";
import { createRealtorEntry } from "../factories/directory";
import { acceptedTour, reviewTour } from "../factories/reviewed-tours";
import { signedInClient } from "../factories/users";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

const reviewsOf = (realtorId: string, client = t.client) =>
  getJson<ReviewPage>(client, `/api/realtors/${realtorId}/reviews`);

describe("POST /api/reviews", () => {
  it("lets the member of an accepted tour review its realtor, shown on the realtor's page", async () => {
    const pair = await acceptedTour(t, { memberName: "Nora Member" });
    const response = await reviewTour(pair.member, pair.tourId, {
      stars: 4,
      text: "  Punctual and knew the street.  ",
    });
    expect(response.status).toBe(201);
    const review = (await response.json()) as Review;
    expect(review).toMatchObject({
      stars: 4,
      text: "Punctual and knew the street.",
      authorName: "Nora Member",
      engagementKind: "tour",
      reply: null,
      canReply: false,
    });
    const page = await reviewsOf(pair.realtor.account.id);
    expect(page.stats).toEqual({ count: 1, average: 4 });
    expect(page.items.map((item) => item.id)).toEqual([review.id]);
  });

  it("refuses a tour not accepted, declined or cancelled after it was accepted", async () => {
    const pair = await startThread(t);
    const requested = await requestTourIn(pair);
    const early = await reviewTour(pair.member, requested.id);
    expect(early.status).toBe(403);
    expect((await early.json()).message).toBe(
      "You can review a realtor once they have accepted your tour.",
    );
    await pair.realtor.client.post(
      `/api/tours/${requested.id}/decline`,
      { reason: "Sold" },
      fresh(),
    );
    expect((await reviewTour(pair.member, requested.id)).status).toBe(403);

    const accepted = await acceptedTour(t);
    await accepted.member.client.post(`/api/tours/${accepted.tourId}/cancel`, {}, fresh());
    expect((await reviewTour(accepted.member, accepted.tourId)).status).toBe(403);
  });

  it("answers 404 for another member's tour, or none, and 401 signed out", async () => {
    const pair = await acceptedTour(t);
    const stranger = await signedInClient(t, { name: "Stranger" });
    expect((await reviewTour(stranger, pair.tourId)).status).toBe(404);
    expect((await reviewTour(pair.realtor, pair.tourId)).status).toBe(404);
    expect((await reviewTour(pair.member, crypto.randomUUID())).status).toBe(404);
    const signedOut = await t.client.post(
      "/api/reviews",
      { engagementKind: "tour", engagementId: pair.tourId, stars: 5, text: "Hi" },
      fresh(),
    );
    expect(signedOut.status).toBe(401);
  });

  it("refuses a review of oneself", async () => {
    const pair = await acceptedTour(t);
    // A realtor's tour of their own listing (no thread), marked accepted.
    const [own] = await t.deps.db
      .insert(tourRequests)
      .values({
        propertyId: pair.listingId,
        realtorId: pair.realtor.account.id,
        userId: pair.realtor.account.id,
        tourDate: "2026-01-10",
        status: "accepted",
      })
      .returning();
    const response = await reviewTour(pair.realtor, own?.id ?? "");
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe("You cannot review yourself.");
  });

  it("takes one review per tour", async () => {
    const pair = await acceptedTour(t);
    expect((await reviewTour(pair.member, pair.tourId)).status).toBe(201);
    const again = await reviewTour(pair.member, pair.tourId, { stars: 1 });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("You have already reviewed this.");
    expect((await reviewsOf(pair.realtor.account.id)).stats).toEqual({ count: 1, average: 5 });
  });

  it("refuses a suspended realtor's tour", async () => {
    const pair = await acceptedTour(t);
    const admin = await signedInAdmin(t);
    const suspended = await admin.client.post(
      `/api/admin/users/${pair.realtor.account.id}/suspend`,
      { reason: "Fake listings" },
    );
    expect(suspended.status).toBe(200);
    expect((await reviewTour(pair.member, pair.tourId)).status).toBe(403);
  });

  it("names the fields: stars from 1 to 5 and some text within the limit", async () => {
    const pair = await acceptedTour(t);
    expect(
      await issuesOf(await reviewTour(pair.member, pair.tourId, { stars: 0, text: " " })),
    ).toEqual({
      stars: "Choose a rating",
      text: "Tell others how it went",
    });
    expect(await issuesOf(await reviewTour(pair.member, pair.tourId, { stars: 6 }))).toEqual({
      stars: "Choose a rating",
    });
    expect(
      await issuesOf(await reviewTour(pair.member, pair.tourId, { text: "x".repeat(2001) })),
    ).toEqual({ text: "Review must be at most 2000 characters" });
  });
});

describe("GET /api/reviews/reviewable", () => {
  it("offers the member's accepted tours not reviewed yet, with one realtor if asked", async () => {
    const pair = await acceptedTour(t, { title: "Blue Door Cottage" });
    const list = await getJson<ReviewableList>(
      pair.member.client,
      `/api/reviews/reviewable?subjectId=${pair.realtor.account.id}`,
    );
    expect(list.items).toEqual([
      {
        engagementKind: "tour",
        engagementId: pair.tourId,
        subjectId: pair.realtor.account.id,
        subjectName: "Rita Realtor",
        label: expect.stringMatching(/^Tour of Blue Door Cottage on \w+day, /),
      },
    ]);
    const elsewhere = await getJson<ReviewableList>(
      pair.member.client,
      "/api/reviews/reviewable?subjectId=someone-else",
    );
    expect(elsewhere.items).toEqual([]);
    await reviewTour(pair.member, pair.tourId);
    const after = await getJson<ReviewableList>(pair.member.client, "/api/reviews/reviewable");
    expect(after.items).toEqual([]);
    expect((await t.client.get("/api/reviews/reviewable")).status).toBe(401);
  });
});

describe("POST /api/reviews/:id/reply", () => {
  it("lets the realtor reviewed reply once, shown under the review", async () => {
    const pair = await acceptedTour(t);
    const review = (await (await reviewTour(pair.member, pair.tourId)).json()) as Review;
    const own = await reviewsOf(pair.realtor.account.id, pair.realtor.client);
    expect(own.items[0]?.canReply).toBe(true);
    expect((await reviewsOf(pair.realtor.account.id, pair.member.client)).items[0]?.canReply).toBe(
      false,
    );

    const reply = (text: unknown, side = pair.realtor) =>
      side.client.post(`/api/reviews/${review.id}/reply`, { text }, fresh());
    expect(await issuesOf(await reply(""))).toEqual({ text: "Write your reply" });
    const member = await reply("Me too", pair.member);
    expect(member.status).toBe(403);
    expect((await member.json()).message).toBe("Only the professional reviewed can reply.");
    const otherRealtor = await signedInClient(t, { role: "realtor" });
    expect((await reply("Thanks", otherRealtor)).status).toBe(403);

    const first = await reply("Thank you, Mia!");
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      reply: { text: "Thank you, Mia!" },
      canReply: false,
    });
    const second = await reply("Again");
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe("You have already replied to this review.");
    const shown = await reviewsOf(pair.realtor.account.id);
    expect(shown.items[0]?.reply?.text).toBe("Thank you, Mia!");
    expect((await reply("x", pair.realtor)).status).toBe(409);
    const missing = await pair.realtor.client.post(
      `/api/reviews/${crypto.randomUUID()}/reply`,
      { text: "Hi" },
      fresh(),
    );
    expect(missing.status).toBe(404);
  });
});

describe("GET /api/realtors/:id/reviews", () => {
  it("answers 404 for someone who is not an active realtor", async () => {
    const member = await signedInClient(t);
    expect((await t.client.get(`/api/realtors/${member.account.id}/reviews`)).status).toBe(404);
  });

  it("shows a realtor with no reviews as having none, not a made-up figure", async () => {
    const entry = await createRealtorEntry(t);
    expect(await reviewsOf(entry.userId)).toEqual({
      items: [],
      page: 1,
      pageCount: 0,
      stats: { count: 0, average: null },
    });
  });
});

describe("a deleted tour", () => {
  it("leaves its review in place", async () => {
    const pair = await acceptedTour(t);
    await reviewTour(pair.member, pair.tourId);
    await t.deps.db.delete(tourRequests).where(eq(tourRequests.id, pair.tourId));
    expect((await reviewsOf(pair.realtor.account.id)).stats.count).toBe(1);
  });
});
