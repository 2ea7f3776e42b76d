import type { WriteLimitRule } from "./write-limit";

const MINUTE = 60_000;

/** Each tour request notifies the listing's realtor: as many as Contact Agent messages. */
export const TOUR_REQUEST_LIMIT: WriteLimitRule = {
  perAccount: { limit: 10, windowMs: 10 * MINUTE },
  perAddress: { limit: 10, windowMs: 10 * MINUTE },
  message: "Too many tour requests.",
};

/** Decoding an avatar costs up to 50 megapixels of CPU; people change theirs a few times at most. */
export const AVATAR_UPLOAD_LIMIT: WriteLimitRule = {
  perAccount: { limit: 10, windowMs: 10 * MINUTE },
  perAddress: { limit: 30, windowMs: 10 * MINUTE },
  message: "Too many photo uploads.",
};

/** Likes of reels and blog posts: a quick scroll likes a few a minute, a script hundreds. */
export const LIKE_LIMIT: WriteLimitRule = {
  perAccount: { limit: 60, windowMs: MINUTE },
  perAddress: { limit: 200, windowMs: MINUTE },
  message: "Too many likes.",
};

/** The search page remembers a search once the URL has rested 1.5 s: at most 40 a minute. */
export const RECENT_SEARCH_LIMIT: WriteLimitRule = {
  perAccount: { limit: 40, windowMs: MINUTE },
  perAddress: { limit: 200, windowMs: MINUTE },
  message: "Too many searches remembered.",
};

/** Each listing page a member opens records one view: browsing fast is a few a minute. */
export const VIEW_LIMIT: WriteLimitRule = {
  perAccount: { limit: 60, windowMs: MINUTE },
  perAddress: { limit: 300, windowMs: MINUTE },
  message: "Too many listings opened.",
};
