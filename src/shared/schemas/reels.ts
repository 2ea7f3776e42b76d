import { z } from "zod";
import { REEL_COMMENT_MAX, REEL_FEED_PAGE_SIZE, REEL_FEED_PAGE_SIZE_MAX } from "../reels";

/** A comment on a reel: plain text, shown as text wherever it appears. */
export const reelCommentSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Comment cannot be empty")
    .max(REEL_COMMENT_MAX, `Comment must be at most ${REEL_COMMENT_MAX} characters`),
});

/** The feed's query string: `from` starts the page at a shared reel. */
export const reelFeedQuerySchema = z.object({
  cursor: z.string().max(300, "Cursor is not valid").optional(),
  /** From the cursor on to older reels (the default), or back to the newer ones before it. */
  direction: z
    .enum(["older", "newer"], { error: "Direction must be older or newer" })
    .default("older"),
  // Not checked here: a malformed reel id is answered like an unknown one, with a 404.
  from: z.string().optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(REEL_FEED_PAGE_SIZE_MAX, `Limit must be at most ${REEL_FEED_PAGE_SIZE_MAX}`)
    .default(REEL_FEED_PAGE_SIZE),
});
