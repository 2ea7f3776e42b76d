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

/** Each message in a thread e-mails the other side: a lively exchange is a few a minute. */
export const CONVERSATION_MESSAGE_LIMIT: WriteLimitRule = {
  perAccount: { limit: 30, windowMs: MINUTE },
  perAddress: { limit: 100, windowMs: MINUTE },
  message: "Too many messages.",
};

/** Each step of a tour (accept, decline, propose, cancel) tells the other side. */
export const TOUR_STEP_LIMIT: WriteLimitRule = {
  perAccount: { limit: 30, windowMs: 10 * MINUTE },
  perAddress: { limit: 60, windowMs: 10 * MINUTE },
  message: "Too many tour changes.",
};

/** Each photographer booking notifies the photographer, as a tour request does the realtor. */
export const BOOKING_REQUEST_LIMIT: WriteLimitRule = {
  perAccount: { limit: 10, windowMs: 10 * MINUTE },
  perAddress: { limit: 10, windowMs: 10 * MINUTE },
  message: "Too many bookings.",
};

/** Each step of a booking tells the other side. */
export const BOOKING_STEP_LIMIT: WriteLimitRule = {
  perAccount: { limit: 30, windowMs: 10 * MINUTE },
  perAddress: { limit: 60, windowMs: 10 * MINUTE },
  message: "Too many booking changes.",
};

/** Reports and blocks land in the back office or change who may write: a handful an hour. */
export const THREAD_SAFETY_LIMIT: WriteLimitRule = {
  perAccount: { limit: 20, windowMs: 60 * MINUTE },
  perAddress: { limit: 60, windowMs: 60 * MINUTE },
  message: "Too many reports or blocks.",
};

/** A review or a reply is written once per engagement: a burst means a script. */
export const REVIEW_LIMIT: WriteLimitRule = {
  perAccount: { limit: 20, windowMs: 60 * MINUTE },
  perAddress: { limit: 60, windowMs: 60 * MINUTE },
  message: "Too many reviews.",
};

/** A page reports a view or share of each listing or reel it opens and one play's progress. */
export const ANALYTICS_EVENT_LIMIT: WriteLimitRule = {
  perAccount: { limit: 120, windowMs: MINUTE },
  perAddress: { limit: 600, windowMs: MINUTE },
  message: "Too many reports.",
};

/**
 * Visitors' e-mail replies, posted by the site's mail provider: counted per thread, the provider's
 * address standing for every visitor.
 */
export const INBOUND_REPLY_LIMIT: WriteLimitRule = {
  perAccount: { limit: 30, windowMs: MINUTE },
  perAddress: { limit: 1000, windowMs: MINUTE },
  message: "Too many e-mail replies.",
};

/**
 * Each collection invitation e-mails an address that may have no account: a few people per
 * collection, never a mailing list.
 */
export const COLLECTION_INVITE_LIMIT: WriteLimitRule = {
  perAccount: { limit: 10, windowMs: 60 * MINUTE },
  perAddress: { limit: 30, windowMs: 60 * MINUTE },
  message: "Too many invitations.",
};

/** Homes, notes and reactions in shared collections: a lively session is a few a minute. */
export const COLLECTION_WRITE_LIMIT: WriteLimitRule = {
  perAccount: { limit: 60, windowMs: MINUTE },
  perAddress: { limit: 200, windowMs: MINUTE },
  message: "Too many changes to collections.",
};
