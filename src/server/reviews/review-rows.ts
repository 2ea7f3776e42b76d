import type { EngagementKind, Review } from "@/shared/reviews";
import { profiles, reviews, user } from "../platform/db/schema";
import { mediaUrl } from "../platform/storage/storage";
import { nameOrEmailPrefix } from "../users/display-name";

/** The columns a public review is made from; join the author's user and profile rows. */
export const reviewColumns = {
  review: reviews,
  authorName: user.name,
  authorEmail: user.email,
  authorAvatarKey: profiles.avatarKey,
};

export interface ReviewRow {
  review: typeof reviews.$inferSelect;
  authorName: string;
  authorEmail: string;
  authorAvatarKey: string | null;
}

/** A review as the public sees it; `viewerId` may reply when it is the professional's own. */
export function toReview(row: ReviewRow, viewerId: string | null): Review {
  const { review } = row;
  return {
    id: review.id,
    stars: review.stars,
    text: review.text,
    authorName: nameOrEmailPrefix({ name: row.authorName, email: row.authorEmail }),
    authorAvatarUrl: row.authorAvatarKey ? mediaUrl(row.authorAvatarKey) : null,
    engagementKind: review.engagementKind as EngagementKind,
    createdAt: review.createdAt.toISOString(),
    reply:
      review.replyText && review.repliedAt
        ? { text: review.replyText, at: review.repliedAt.toISOString() }
        : null,
    canReply: viewerId === review.subjectId && review.replyText === null,
  };
}
