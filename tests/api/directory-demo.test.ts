import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { demoBookingsSeeder } from "../../src/server/demo/bookings.seed";
import { demoDirectorySeeder } from "../../src/server/demo/directory.seed";
import { demoPropertiesSeeder } from "../../src/server/demo/properties.seed";
import { demoReviewsSeeder } from "../../src/server/demo/reviews.seed";
import {
  photographerBookings,
  photographerPortfolioImages,
  realtorProfiles,
  reviews,
  tourRequests,
} from "../../src/server/platform/db/schema";
import {
  type DirectoryPage,
  PHOTOGRAPHER_TABS,
  type PhotographerCard,
  REALTOR_TABS,
  type RealtorCard,
} from "../../src/shared/directory";
import type { ReviewPage } from "../../src/shared/reviews";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeAll(async () => {
  await demoPropertiesSeeder.run(t.deps);
  await demoDirectorySeeder.run(t.deps);
  await demoReviewsSeeder.run(t.deps);
  await demoBookingsSeeder.run(t.deps);
}, 180_000);

const realtors = (query = "") =>
  getJson<DirectoryPage<RealtorCard>>(t.client, `/api/realtors${query}`);
const photographers = (query = "") =>
  getJson<DirectoryPage<PhotographerCard>>(t.client, `/api/photographers${query}`);

describe("demo directory", () => {
  it("lists six realtors with full cards, the first being the demo listings' realtor", async () => {
    const page = await realtors();
    expect(page.total).toBe(6);
    for (const card of page.items) {
      expect(card.title).toBeTruthy();
      expect(card.company).toBeTruthy();
      expect(card.bio?.length).toBeGreaterThan(100);
      expect(card.location).toMatch(/^[A-Za-z ]+, [A-Z]{2}$/);
      expect(card.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      expect(card.email).toMatch(/@example\.com$/);
      expect(card.website).toMatch(/^https:\/\/www\.example\.com\//);
      expect(card.rating).toBeGreaterThan(4);
      expect(card.reviewCount).toBeGreaterThan(0);
      expect(card.languages.length).toBeGreaterThan(0);
      expect(card.avatarUrl).toBeNull();
    }
    // The demo listings spread over the demo realtors, one each.
    expect(page.items.map((card) => card.activeListings)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it("rates the realtors from reviews members wrote after tours the realtors accepted", async () => {
    for (const card of (await realtors()).items) {
      const page = await getJson<ReviewPage>(t.client, `/api/realtors/${card.id}/reviews`);
      expect(page.stats).toEqual({ count: card.reviewCount, average: card.rating });
      expect(page.items).toHaveLength(card.reviewCount);
    }
    const rows = await t.deps.db
      .select({
        status: tourRequests.status,
        member: tourRequests.userId,
        author: reviews.authorId,
      })
      .from(reviews)
      .innerJoin(tourRequests, eq(tourRequests.id, reviews.engagementId));
    expect(rows.length).toBe(12);
    for (const row of rows) {
      expect(row.status).toBe("accepted");
      expect(row.member).toBe(row.author);
    }
  });

  it("rates photographers from reviews realtors wrote after shoots they completed", async () => {
    const counts: Record<string, number> = {};
    for (const card of (await photographers()).items) {
      const page = await getJson<ReviewPage>(t.client, `/api/photographers/${card.id}/reviews`);
      expect(page.stats).toEqual({ count: card.reviewCount, average: card.rating });
      counts[card.name] = card.reviewCount;
    }
    expect(counts).toMatchObject({ "Nora Castillo": 2, "Derek Holt": 1, "Hannah Okafor": 0 });
    const rows = await t.deps.db
      .select({
        status: photographerBookings.status,
        realtor: photographerBookings.realtorId,
        photographer: photographerBookings.photographerId,
        author: reviews.authorId,
        subject: reviews.subjectId,
      })
      .from(reviews)
      .innerJoin(photographerBookings, eq(photographerBookings.id, reviews.engagementId));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: "completed",
        author: row.realtor,
        subject: row.photographer,
      });
    }
  });

  it.each(REALTOR_TABS)("has realtors under the %s tab", async (tab) => {
    expect((await realtors(`?specialty=${tab}`)).total).toBeGreaterThan(0);
  });

  it("lists six photographers, each with three portfolio images", async () => {
    const page = await photographers();
    expect(page.total).toBe(6);
    for (const card of page.items) {
      expect(card.portfolio).toHaveLength(3);
      expect(card.specialties.length).toBeGreaterThan(0);
      expect(card.experience).toMatch(/years$/);
      expect(card.priceRange).toMatch(/^\$\d+ - \$\d+$/);
      expect(card.website).toMatch(/^https:\/\/www\.example\.com\//);
      expect(card.avatarUrl).toBeNull();
    }
    expect(page.items.filter((card) => card.instagram).length).toBeGreaterThan(0);
    expect(page.items.filter((card) => !card.instagram).length).toBeGreaterThan(0);
    const image = page.items[0]?.portfolio[0];
    const served = await t.client.get(image?.src as string);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it.each(PHOTOGRAPHER_TABS)("has photographers under the %s tab", async (tab) => {
    expect((await photographers(`?specialty=${tab}`)).total).toBeGreaterThan(0);
  });

  it("adds nothing when run again", async () => {
    await demoDirectorySeeder.run(t.deps);
    await demoReviewsSeeder.run(t.deps);
    await demoBookingsSeeder.run(t.deps);
    expect(await t.deps.db.select().from(realtorProfiles)).toHaveLength(6);
    expect(await t.deps.db.select().from(reviews)).toHaveLength(17);
    expect(await t.deps.db.select().from(photographerPortfolioImages)).toHaveLength(18);
    expect((await photographers()).total).toBe(6);
  });
});
