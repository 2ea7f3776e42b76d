import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReview,
  type AdminReviewList,
  type EngagementKind,
  REVIEW_MESSAGES,
} from "@/shared/reviews";
import type { AdminReviewListQuery, ReviewHideInput } from "@/shared/schemas/reviews";
import { recordActivity } from "../admin/activity.service";
import type { Database } from "../platform/db/client";
import { reviews, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";
import { nameOrEmailPrefix } from "../users/display-name";

const author = alias(user, "author");
const subject = alias(user, "subject");

const STATUS_CONDITIONS: Record<AdminReviewListQuery["status"], SQL | undefined> = {
  all: undefined,
  visible: isNull(reviews.hiddenAt),
  hidden: isNotNull(reviews.hiddenAt),
};

/** The back office's reviews, hidden ones included, newest first. */
export async function listAdminReviews(
  db: Database,
  { page, status }: AdminReviewListQuery,
): Promise<AdminReviewList> {
  const where = STATUS_CONDITIONS[status];
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        review: reviews,
        authorName: author.name,
        authorEmail: author.email,
        subjectName: subject.name,
        subjectEmail: subject.email,
      })
      .from(reviews)
      .innerJoin(author, eq(author.id, reviews.authorId))
      .innerJoin(subject, eq(subject.id, reviews.subjectId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(ADMIN_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const total = totals?.n ?? 0;
  return {
    items: rows.map(
      ({ review, ...names }): AdminReview => ({
        id: review.id,
        stars: review.stars,
        text: review.text,
        authorId: review.authorId,
        authorName: nameOrEmailPrefix({ name: names.authorName, email: names.authorEmail }),
        subjectId: review.subjectId,
        subjectName: nameOrEmailPrefix({ name: names.subjectName, email: names.subjectEmail }),
        engagementKind: review.engagementKind as EngagementKind,
        createdAt: review.createdAt.toISOString(),
        reply:
          review.replyText && review.repliedAt
            ? { text: review.replyText, at: review.repliedAt.toISOString() }
            : null,
        hidden:
          review.hiddenAt && review.hiddenReason
            ? {
                at: review.hiddenAt.toISOString(),
                by: review.hiddenBy,
                reason: review.hiddenReason,
              }
            : null,
      }),
    ),
    page,
    pageCount: Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE),
    total,
  };
}

/**
 * Hides a review from the public (page, card, count and average) with the administrator's
 * reason, logged in the activity log in the same transaction. 404 when there is no such review,
 * 409 when it is hidden already.
 */
export async function hideReview(
  db: Database,
  adminId: string,
  reviewId: string,
  { reason }: ReviewHideInput,
): Promise<{ id: string; hiddenAt: string }> {
  if (!isUuid(reviewId)) throw ApiError.notFound(REVIEW_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [hidden] = await tx
      .update(reviews)
      .set({ hiddenAt: new Date(), hiddenBy: adminId, hiddenReason: reason })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
      .returning();
    if (!hidden) {
      const [exists] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
        .limit(1);
      if (!exists) throw ApiError.notFound(REVIEW_MESSAGES.notFound);
      throw ApiError.conflict(REVIEW_MESSAGES.alreadyHidden);
    }
    const [about] = await tx
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, hidden.subjectId));
    await recordActivity(tx, {
      adminId,
      action: "review_hidden",
      targetType: "review",
      targetId: hidden.id,
      details: {
        name: about ? nameOrEmailPrefix(about) : "a professional",
        subjectId: hidden.subjectId,
        authorId: hidden.authorId,
        stars: hidden.stars,
        reason,
      },
    });
    return { id: hidden.id, hiddenAt: (hidden.hiddenAt ?? new Date()).toISOString() };
  });
}
