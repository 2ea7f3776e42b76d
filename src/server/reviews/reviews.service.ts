import { and, desc, eq, isNull } from "drizzle-orm";
import type { DirectoryKind } from "@/shared/directory";
import {
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewableEngagement,
  type ReviewPage,
} from "@/shared/reviews";
import type { ReviewCreateInput, ReviewReplyInput } from "@/shared/schemas/reviews";
import { activeAccountWithRole, notSuspended } from "../directory/directory-query";
import type { Database } from "../platform/db/client";
import { profiles, reviews, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid, sqlState, UNIQUE_VIOLATION } from "../properties/ids";
import { ENGAGEMENT_RULES } from "./engagements";
import { type ReviewRow, reviewColumns, toReview } from "./review-rows";
import { reviewStats } from "./review-stats";

async function reviewRow(db: Database, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.authorId))
    .leftJoin(profiles, eq(profiles.id, reviews.authorId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row;
}

async function refuseSuspended(db: Database, userId: string): Promise<void> {
  const [active] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), notSuspended()))
    .limit(1);
  if (!active) throw ApiError.forbidden();
}

/**
 * A member's review of the professional of one of their engagements: 404 when the caller has no
 * such engagement, 403 for their own or one not reviewable yet (a tour not accepted), 409 the
 * second time.
 */
export async function createReview(
  db: Database,
  authorId: string,
  input: ReviewCreateInput,
): Promise<Review> {
  await refuseSuspended(db, authorId);
  const found = await ENGAGEMENT_RULES[input.engagementKind].check(
    db,
    authorId,
    input.engagementId,
  );
  if (!found) throw ApiError.notFound(REVIEW_MESSAGES.engagementNotFound);
  if (found.subjectId === authorId) throw ApiError.forbidden(REVIEW_MESSAGES.ownEngagement);
  if (!found.reviewable) throw ApiError.forbidden(REVIEW_MESSAGES.notReviewable);
  try {
    const [inserted] = await db
      .insert(reviews)
      .values({
        subjectId: found.subjectId,
        authorId,
        engagementKind: input.engagementKind,
        engagementId: input.engagementId,
        stars: input.stars,
        text: input.text,
      })
      .returning({ id: reviews.id });
    const row = inserted && (await reviewRow(db, inserted.id));
    if (!row) throw new Error("createReview: nothing inserted");
    return toReview(row, authorId);
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw ApiError.conflict(REVIEW_MESSAGES.alreadyReviewed);
    }
    throw error;
  }
}

/**
 * The professional's one reply to a visible review of them: 404 for a review hidden or not
 * there, 403 for anyone else, 409 the second time.
 */
export async function replyToReview(
  db: Database,
  userId: string,
  reviewId: string,
  input: ReviewReplyInput,
): Promise<Review> {
  if (!isUuid(reviewId)) throw ApiError.notFound(REVIEW_MESSAGES.notFound);
  const existing = await reviewRow(db, reviewId);
  if (!existing || existing.review.hiddenAt) throw ApiError.notFound(REVIEW_MESSAGES.notFound);
  if (existing.review.subjectId !== userId) throw ApiError.forbidden(REVIEW_MESSAGES.notYours);
  await refuseSuspended(db, userId);
  // Conditional, so two replies sent at once store one.
  const updated = await db
    .update(reviews)
    .set({ replyText: input.text, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.replyText)))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw ApiError.conflict(REVIEW_MESSAGES.alreadyReplied);
  const row = await reviewRow(db, reviewId);
  if (!row) throw ApiError.notFound(REVIEW_MESSAGES.notFound);
  return toReview(row, userId);
}

/**
 * A realtor's or photographer's visible reviews, newest first, with their count and average;
 * null when the id is not an active professional's of that kind.
 */
export async function professionalReviews(
  db: Database,
  kind: DirectoryKind,
  realtorId: string,
  page: number,
  viewerId: string | null,
): Promise<ReviewPage | null> {
  if (realtorId.length > 64) return null;
  const [realtor] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, realtorId), activeAccountWithRole(kind)))
    .limit(1);
  if (!realtor) return null;
  const visible = and(eq(reviews.subjectId, realtorId), isNull(reviews.hiddenAt));
  const [rows, stats] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(user, eq(user.id, reviews.authorId))
      .leftJoin(profiles, eq(profiles.id, reviews.authorId))
      .where(visible)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    reviewStats(db, realtorId),
  ]);
  return {
    items: rows.map((row) => toReview(row, viewerId)),
    page,
    pageCount: Math.ceil(stats.count / REVIEWS_PAGE_SIZE),
    stats,
  };
}

/** The caller's engagements, of every kind, that they may still review. */
export async function reviewableEngagements(
  db: Database,
  authorId: string,
  subjectId?: string,
): Promise<ReviewableEngagement[]> {
  const lists = await Promise.all(
    Object.values(ENGAGEMENT_RULES).map((rules) => rules.reviewable(db, authorId, subjectId)),
  );
  return lists.flat();
}
