import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photographerBookings } from "../../src/server/platform/db/schema";
import type { PhotographerCard } from "../../src/shared/directory";
import type { ReviewableEngagement, ReviewPage } from "../../src/shared/reviews";
import { bookIn, bookingPair } from "../factories/bookings";
import { fresh } from "../factories/conversations";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

const json = async <T>(response: Response) => (await response.json()) as T;

const setStatus = (id: string, status: string) =>
  t.deps.db.update(photographerBookings).set({ status }).where(eq(photographerBookings.id, id));

describe("reviews of a photographer by the realtor who booked them", () => {
  it("may be written once the shoot is delivered, once per booking, and answered once", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    const write = () =>
      pair.realtor.client.post(
        "/api/reviews",
        { engagementKind: "booking", engagementId: booking.id, stars: 5, text: "Sharp work." },
        fresh(),
      );
    expect((await write()).status).toBe(403);
    await setStatus(booking.id, "delivered");
    const reviewable = await json<{ items: ReviewableEngagement[] }>(
      await pair.realtor.client.get(
        `/api/reviews/reviewable?subjectId=${pair.photographer.account.id}`,
      ),
    );
    expect(reviewable.items).toMatchObject([
      { engagementKind: "booking", engagementId: booking.id, subjectName: "Pia Photographer" },
    ]);
    expect((await write()).status).toBe(201);
    expect((await write()).status).toBe(409);

    const page = await json<ReviewPage>(
      await new TestClient(t).get(`/api/photographers/${pair.photographer.account.id}/reviews`),
    );
    expect(page.stats).toEqual({ count: 1, average: 5 });
    const [review] = page.items;
    const reply = (client: TestClient) =>
      client.post(`/api/reviews/${review?.id}/reply`, { text: "Thank you!" }, fresh());
    expect((await reply(pair.realtor.client)).status).toBe(403);
    expect((await reply(pair.photographer.client)).status).toBe(200);
    expect((await reply(pair.photographer.client)).status).toBe(409);

    const cards = await json<{ items: PhotographerCard[] }>(
      await new TestClient(t).get("/api/photographers?q=Pia"),
    );
    expect(cards.items.find((card) => card.id === pair.photographer.account.id)).toMatchObject({
      rating: 5,
      reviewCount: 1,
    });
  });

  it("is refused to anyone but the booking's realtor", async () => {
    const pair = await bookingPair(t);
    const booking = await bookIn(pair);
    await setStatus(booking.id, "completed");
    const body = { engagementKind: "booking", engagementId: booking.id, stars: 4, text: "Hm." };
    const own = await pair.photographer.client.post("/api/reviews", body, fresh());
    expect(own.status).toBe(404);
    expect((await new TestClient(t).post("/api/reviews", body, fresh())).status).toBe(401);
  });

  it("lists a photographer's reviews only for a photographer the directory shows", async () => {
    const pair = await bookingPair(t);
    const client = new TestClient(t);
    expect((await client.get(`/api/photographers/${pair.realtor.account.id}/reviews`)).status).toBe(
      404,
    );
  });
});
