import { z } from "zod";
import {
  ENGAGEMENT_KINDS,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STARS_MAX,
  REVIEW_STARS_MIN,
  REVIEW_TEXT_MAX,
} from "../reviews";
import { blankAsUnset, pageParam } from "./query-params";

const requiredText = (max: number, missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/reviews: stars and words about one engagement. */
export const reviewCreateSchema = z.object({
  engagementKind: z.enum(ENGAGEMENT_KINDS, { error: "Choose what you are reviewing" }),
  engagementId: z.uuid("Choose what you are reviewing"),
  stars: z.coerce
    .number({ error: "Choose a rating" })
    .int("Choose a rating")
    .min(REVIEW_STARS_MIN, "Choose a rating")
    .max(REVIEW_STARS_MAX, "Choose a rating"),
  text: requiredText(REVIEW_TEXT_MAX, "Tell others how it went", "Review"),
});
export type ReviewCreateInput = z.infer<typeof reviewCreateSchema>;

/** POST /api/reviews/:id/reply */
export const reviewReplySchema = z.object({
  text: requiredText(REVIEW_REPLY_MAX, "Write your reply", "Reply"),
});
export type ReviewReplyInput = z.infer<typeof reviewReplySchema>;

/** POST /api/admin/reviews/:id/hide: the reason goes to the activity log. */
export const reviewHideSchema = z.object({
  reason: requiredText(REVIEW_HIDE_REASON_MAX, "Say why the review is hidden", "Reason"),
});
export type ReviewHideInput = z.infer<typeof reviewHideSchema>;

/** GET /api/realtors/:id/reviews */
export const reviewPageQuerySchema = z.object({ page: pageParam() });

/** GET /api/admin/reviews: every review, or only the hidden ones. */
export const adminReviewListQuerySchema = z.object({
  page: pageParam(),
  status: z
    .enum(["all", "visible", "hidden"], { error: "Choose all, visible or hidden" })
    .default("all"),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

/** GET /api/reviews/reviewable: optionally only those with one professional. */
export const reviewableQuerySchema = z.object({
  subjectId: z.preprocess(blankAsUnset, z.string().max(64).optional()),
});
