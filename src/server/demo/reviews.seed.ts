import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { TOUR_WINDOWS } from "@/shared/conversations";
import { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX } from "@/shared/reviews";
import { tourEventText } from "../inbox/tour-notices";
import type { Database } from "../platform/db/client";
import { conversationMessages, conversations, reviews, tourRequests } from "../platform/db/schema";
import { createProfileFor } from "../profiles/profiles.service";
import { createOrUpdateUser } from "../users/create-user";
import { DEMO_ASSETS_DIR } from "./demo-assets";
import { firstListingOf } from "./first-listing";
import type { SeedContext, Seeder } from "./seeder";

const DAY_MS = 86_400_000;

const demoReviewsSchema = z.object({
  members: z.array(z.object({ name: z.string().min(1), email: z.email() })),
  reviews: z.array(
    z.object({
      member: z.email(),
      realtor: z.email(),
      /** How long ago the tour was; the member asked three days before it. */
      daysAgo: z.number().int().min(4).max(80),
      window: z.enum(TOUR_WINDOWS),
      stars: z.number().int().min(1).max(5),
      text: z.string().min(1).max(REVIEW_TEXT_MAX),
      reply: z.string().min(1).max(REVIEW_REPLY_MAX).optional(),
    }),
  ),
});
type DemoReview = z.infer<typeof demoReviewsSchema>["reviews"][number];

/**
 * Demo members who toured a demo realtor's listing, the tour the realtor accepted in their
 * thread, and the review each wrote afterwards (some with the realtor's reply): real rows the
 * directory counts, as a member's own review would be. Runs after the directory seeder.
 */
export const demoReviewsSeeder: Seeder = {
  name: "demo-reviews",
  run: (ctx) => seedDemoReviews(ctx),
};

async function seedDemoReviews(ctx: SeedContext, now = new Date()): Promise<void> {
  const file = demoReviewsSchema.parse(
    JSON.parse(await readFile(path.join(DEMO_ASSETS_DIR, "reviews.json"), "utf8")),
  );
  const memberIds = new Map<string, string>();
  for (const member of file.members) {
    const account = await createOrUpdateUser(ctx, {
      email: member.email,
      // Nobody signs in as a demo member.
      password: randomBytes(24).toString("base64url"),
      name: member.name,
      role: "user",
    });
    await createProfileFor(ctx.db, account);
    memberIds.set(member.email, account.id);
  }
  for (const review of file.reviews) {
    const memberId = memberIds.get(review.member);
    if (!memberId) throw new Error(`demo review: no demo member ${review.member}`);
    await seedReview(ctx.db, memberId, review, now);
  }
}

/** One member's thread, accepted tour and review; skipped when they reviewed the realtor already. */
async function seedReview(db: Database, memberId: string, review: DemoReview, now: Date) {
  // A database from before this seeder may have lost the demo realtor or their listings.
  const toured = await firstListingOf(db, review.realtor);
  if (!toured) return;
  const { realtorId, propertyId } = toured;
  const [done] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.authorId, memberId), eq(reviews.subjectId, realtorId)))
    .limit(1);
  if (done) return;
  const at = (daysAfterTour: number) =>
    new Date(now.getTime() - (review.daysAgo - daysAfterTour) * DAY_MS);
  const asked = at(-3);
  const accepted = at(-2);
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(conversations)
      .values({
        propertyId,
        memberId,
        realtorId,
        createdAt: asked,
        lastMessageAt: accepted,
        memberReadAt: accepted,
        realtorReadAt: accepted,
        realtorFirstReplyAt: accepted,
      })
      .returning();
    if (!thread) throw new Error("demo review: no thread");
    const [tour] = await tx
      .insert(tourRequests)
      .values({
        propertyId,
        realtorId,
        userId: memberId,
        conversationId: thread.id,
        tourDate: at(0).toISOString().slice(0, 10),
        timeWindow: review.window,
        status: "accepted",
        createdAt: asked,
        updatedAt: accepted,
      })
      .returning();
    if (!tour) throw new Error("demo review: no tour");
    await tx.insert(conversationMessages).values([
      {
        conversationId: thread.id,
        senderId: memberId,
        kind: "tour",
        body: tourEventText({ ...tour, status: "requested" }, null),
        createdAt: asked,
      },
      {
        conversationId: thread.id,
        senderId: realtorId,
        kind: "tour",
        body: tourEventText(tour, null),
        createdAt: accepted,
      },
    ]);
    await tx.insert(reviews).values({
      subjectId: realtorId,
      authorId: memberId,
      engagementKind: "tour",
      engagementId: tour.id,
      stars: review.stars,
      text: review.text,
      createdAt: at(1),
      ...(review.reply ? { replyText: review.reply, repliedAt: at(2) } : {}),
    });
  });
}
