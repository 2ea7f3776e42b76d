/**
 * Reviews of professionals: who may write one (someone the professional served, once per
 * engagement), the professional's one reply, and what the API answers.
 */

/**
 * What a review is about: a tour a realtor accepted. Another kind (a photographer's completed
 * booking) is one more value here and one more check in the server's engagement registry.
 */
export const ENGAGEMENT_KINDS = ["tour", "booking"] as const;
export type EngagementKind = (typeof ENGAGEMENT_KINDS)[number];

export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 300;
/** Reviews per page on a professional's page, newest first. */
export const REVIEWS_PAGE_SIZE = 10;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** The API's refusals, word for word. */
export const REVIEW_MESSAGES = {
  notFound: "Review not found",
  engagementNotFound: "There is nothing to review here",
  notReviewable: "You can review a realtor once they have accepted your tour.",
  ownEngagement: "You cannot review yourself.",
  alreadyReviewed: "You have already reviewed this.",
  notYours: "Only the professional reviewed can reply.",
  alreadyReplied: "You have already replied to this review.",
  alreadyHidden: "This review is already hidden.",
} as const;

/** Count and average of the visible reviews; the average is null while there are none. */
export interface ReviewStats {
  count: number;
  /** To one decimal place. */
  average: number | null;
}

export interface ReviewReply {
  text: string;
  at: string;
}

/** One visible review as the public sees it. */
export interface Review {
  id: string;
  stars: number;
  text: string;
  authorName: string;
  authorAvatarUrl: string | null;
  engagementKind: EngagementKind;
  createdAt: string;
  reply: ReviewReply | null;
  /** The caller is the professional reviewed and has not replied yet. */
  canReply: boolean;
}

/** GET /api/realtors/:id/reviews and /api/photographers/:id/reviews */
export interface ReviewPage {
  items: Review[];
  page: number;
  pageCount: number;
  stats: ReviewStats;
}

/** An engagement of the caller's that they may still review. */
export interface ReviewableEngagement {
  engagementKind: EngagementKind;
  engagementId: string;
  subjectId: string;
  subjectName: string;
  /** What it was, e.g. "Tour of Modern Farmhouse on Tue, Dec 1". */
  label: string;
}

/** GET /api/reviews/reviewable */
export interface ReviewableList {
  items: ReviewableEngagement[];
}

/** A review in the back office: hidden ones too, with who hid it and why. */
export interface AdminReview {
  id: string;
  stars: number;
  text: string;
  authorId: string;
  authorName: string;
  subjectId: string;
  subjectName: string;
  engagementKind: EngagementKind;
  createdAt: string;
  reply: ReviewReply | null;
  hidden: { at: string; by: string | null; reason: string } | null;
}

/** GET /api/admin/reviews */
export interface AdminReviewList {
  items: AdminReview[];
  page: number;
  pageCount: number;
  total: number;
}
