import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { REEL_CAPTIONS_MAX_CHARS, REEL_TITLE_MAX } from "@/shared/manage-reels";
import { REEL_COMMENT_MAX } from "@/shared/reels";
import { user } from "./auth";
import { listLimits, textLimits } from "./limits";
import { properties } from "./properties";

/** A short vertical video tour, posted by a realtor and showing one listing. */
export const reels = pgTable(
  "reels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    videoKey: text("video_key").notNull(),
    videoContentType: text("video_content_type").notNull(),
    /** The stored video's size: what counts against its author's reel storage. */
    videoBytes: bigint("video_bytes", { mode: "number" }).notNull(),
    videoWidth: integer("video_width").notNull(),
    videoHeight: integer("video_height").notNull(),
    durationSeconds: numeric("duration_seconds", {
      precision: 6,
      scale: 2,
      mode: "number",
    }).notNull(),
    /** Poster renditions, stored like listing photos under `<posterKey>-<width>.webp`. */
    posterKey: text("poster_key").notNull(),
    posterWidths: integer("poster_widths").array().notNull(),
    posterWidth: integer("poster_width").notNull(),
    posterHeight: integer("poster_height").notNull(),
    /** The rendition for slow networks and data saver; null for reels made before renditions. */
    smallVideoKey: text("small_video_key"),
    smallVideoWidth: integer("small_video_width"),
    smallVideoHeight: integer("small_video_height"),
    /** A WebVTT file; a new key each time the captions change, so caches never serve old ones. */
    captionsKey: text("captions_key"),
    /**
     * Stills taken through the video, stored like posters (`<key>-<width>.webp`, the same widths
     * for each): the poster may be any of them. Null for reels made before renditions.
     */
    frameKeys: text("frame_keys").array(),
    frameWidths: integer("frame_widths").array(),
    /** Kept in step with reel_likes and reel_comments in the same transaction as each change. */
    /** The photographer who shot the video, when it came from a booking's delivery. */
    creditPhotographerId: text("credit_photographer_id").references(() => user.id, {
      onDelete: "set null",
    }),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reels_counts_check", sql`like_count >= 0 and comment_count >= 0`),
    check("reels_video_bytes_check", sql`video_bytes >= 0`),
    index("reels_newest_idx").on(t.createdAt, t.id),
    index("reels_author_idx").on(t.authorId),
    index("reels_property_idx").on(t.propertyId),
    index("reels_credit_idx").on(t.creditPhotographerId),
    ...textLimits("reels", {
      title: REEL_TITLE_MAX,
      video_key: 200,
      video_content_type: 100,
      poster_key: 200,
      small_video_key: 200,
      captions_key: 200,
    }),
    ...listLimits("reels", { frame_keys: [10, 200] }),
  ],
);

/**
 * An uploaded video on its way to becoming a reel: its original waits in storage while a job
 * transcodes it, and the row becomes the reel (same id) once the renditions exist. Kept apart
 * from reels, so every reel anyone can see is playable.
 */
export const reelUploads = pgTable(
  "reel_uploads",
  {
    id: uuid("id").primaryKey(),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** processing (waiting or running) or failed (failure says why). */
    status: text("status").notNull().default("processing"),
    /** 0 to 100, from the encoder; written by whichever app server runs the job. */
    progress: integer("progress").notNull().default(0),
    /** A ReelProcessingFailure; null unless failed. */
    failure: text("failure"),
    /** Transcode attempts started, so a job that keeps dying is failed rather than run forever. */
    attempts: integer("attempts").notNull().default(0),
    sourceKey: text("source_key").notNull(),
    sourceContentType: text("source_content_type").notNull(),
    /** Counts against the author's reel storage until the original is deleted. */
    sourceBytes: bigint("source_bytes", { mode: "number" }).notNull(),
    /** The poster the uploader chose; null takes one from the video. */
    posterKey: text("poster_key"),
    posterWidths: integer("poster_widths").array(),
    posterWidth: integer("poster_width"),
    posterHeight: integer("poster_height"),
    /** Normalised WebVTT, or typed lines timed once the video's length is known. */
    captionsVtt: text("captions_vtt"),
    captionsText: text("captions_text"),
    /** Carried onto the reel: the photographer who shot a booking's delivered video. */
    creditPhotographerId: text("credit_photographer_id").references(() => user.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reel_uploads_status_check", sql`status in ('processing', 'failed')`),
    check("reel_uploads_progress_check", sql`progress between 0 and 100`),
    check("reel_uploads_source_bytes_check", sql`source_bytes >= 0`),
    index("reel_uploads_author_idx").on(t.authorId, t.createdAt),
    ...textLimits("reel_uploads", {
      title: REEL_TITLE_MAX,
      failure: 40,
      source_key: 200,
      source_content_type: 100,
      poster_key: 200,
      captions_vtt: REEL_CAPTIONS_MAX_CHARS * 2,
      captions_text: REEL_CAPTIONS_MAX_CHARS,
    }),
  ],
);

export const reelLikes = pgTable(
  "reel_likes",
  {
    reelId: uuid("reel_id")
      .notNull()
      .references(() => reels.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reelId, t.userId] }), index("reel_likes_user_idx").on(t.userId)],
);

export const reelComments = pgTable(
  "reel_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reelId: uuid("reel_id")
      .notNull()
      .references(() => reels.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reel_comments_reel_idx").on(t.reelId, t.createdAt, t.id),
    ...textLimits("reel_comments", { body: REEL_COMMENT_MAX }),
  ],
);
