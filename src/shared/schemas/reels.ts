import { z } from "zod";
import { REEL_COMMENT_MAX } from "../reels";

/** A comment on a reel: plain text, shown as text wherever it appears. */
export const reelCommentSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Comment cannot be empty")
    .max(REEL_COMMENT_MAX, `Comment must be at most ${REEL_COMMENT_MAX} characters`),
});
export type ReelCommentInput = z.infer<typeof reelCommentSchema>;
