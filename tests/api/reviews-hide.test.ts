import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivities, realtorProfiles } from "../../src/server/platform/db/schema";
import type { DirectoryPage, RealtorCard } from "../../src/shared/directory";
import type { AdminReviewList, Review, ReviewPage } from "../../src/shared/reviews";
import { signedInAdmin } from "../factories/admin";
import { uniqueWord } from "../factories/directory";
import { acceptedTour, reviewTour } from "../factories/reviewed-tours";
import { addReviews } from "../factories/reviews";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

describe("POST /api/admin/reviews/:id/hide", () => {
  it("is for administrators only", async () => {
    const pair = await acceptedTour(t);
    const review = (await (await reviewTour(pair.member, pair.tourId)).json()) as Review;
    for (const side of [pair.member, pair.realtor]) {
      const response = await side.client.post(`/api/admin/reviews/${review.id}/hide`, {
        reason: "Mine",
      });
      expect(response.status).toBe(403);
    }
    expect(
      (await t.client.post(`/api/admin/reviews/${review.id}/hide`, { reason: "x" })).status,
    ).toBe(401);
  });

  it("needs a reason, logs it, and takes the review out of the page, card, count and average", async () => {
    const word = uniqueWord();
    const pair = await acceptedTour(t, { realtorName: `Realtor ${word}` });
    const { db } = t.deps;
    // The tour's realtor gets a listed entry, so a card shows.
    await db
      .insert(realtorProfiles)
      .values({ userId: pair.realtor.account.id, listed: true })
      .onConflictDoUpdate({ target: realtorProfiles.userId, set: { listed: true } });
    await addReviews(t, pair.realtor.account.id, [5]);
    const review = (await (
      await reviewTour(pair.member, pair.tourId, { stars: 1, text: "Rude and late" })
    ).json()) as Review;
    const card = async () =>
      (await getJson<DirectoryPage<RealtorCard>>(t.client, `/api/realtors?q=${word}`)).items[0];
    expect(await card()).toMatchObject({ rating: 3, reviewCount: 2 });

    const admin = await signedInAdmin(t);
    const hide = (reason: unknown, id = review.id) =>
      admin.client.post(`/api/admin/reviews/${id}/hide`, { reason });
    expect(await issuesOf(await hide("  "))).toEqual({ reason: "Say why the review is hidden" });
    const hidden = await hide("Insults the realtor");
    expect(hidden.status).toBe(200);

    const page = await getJson<ReviewPage>(
      t.client,
      `/api/realtors/${pair.realtor.account.id}/reviews`,
    );
    expect(page.stats).toEqual({ count: 1, average: 5 });
    expect(page.items.map((item) => item.id)).not.toContain(review.id);
    expect(await card()).toMatchObject({ rating: 5, reviewCount: 1 });

    const log = await db
      .select()
      .from(adminActivities)
      .where(
        and(eq(adminActivities.action, "review_hidden"), eq(adminActivities.targetId, review.id)),
      );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      adminId: admin.account.id,
      targetType: "review",
      details: { reason: "Insults the realtor", stars: 1, name: `Realtor ${word}` },
    });

    // The back office still sees it, with who hid it and why.
    const listed = await getJson<AdminReviewList>(admin.client, "/api/admin/reviews?status=hidden");
    const row = listed.items.find((item) => item.id === review.id);
    expect(row).toMatchObject({
      stars: 1,
      text: "Rude and late",
      subjectId: pair.realtor.account.id,
      hidden: { by: admin.account.id, reason: "Insults the realtor" },
    });
    const visible = await getJson<AdminReviewList>(
      admin.client,
      "/api/admin/reviews?status=visible",
    );
    expect(visible.items.map((item) => item.id)).not.toContain(review.id);

    // Hidden: no second hide, and no reply from the realtor.
    const again = await hide("Twice");
    expect(again.status).toBe(409);
    expect((await hide("Gone", crypto.randomUUID())).status).toBe(404);
    const reply = await pair.realtor.client.post(`/api/reviews/${review.id}/reply`, {
      text: "Sorry",
    });
    expect(reply.status).toBe(404);
  });
});
