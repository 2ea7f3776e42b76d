import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ENGAGEMENT_KINDS,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
} from "@/shared/reviews";
import { user } from "./auth";
import { textLimits } from "./limits";
import { inList } from "./properties";

/**
 * A member's review of a professional for one engagement (a tour the realtor accepted). The
 * engagement is named by kind and id without a foreign key: a review outlives the listing whose
 * deletion takes its tours. The professional may reply once; an administrator may hide it (with
 * a reason), which keeps it for the back office but out of every public count.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The professional reviewed. */
    subjectId: text("subject_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Deleting the author's account deletes what they wrote, as elsewhere. */
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    engagementKind: text("engagement_kind").notNull(),
    engagementId: uuid("engagement_id").notNull(),
    stars: integer("stars").notNull(),
    text: text("text").notNull(),
    replyText: text("reply_text"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_engagement_idx").on(t.engagementKind, t.engagementId),
    // The counts and averages read only visible rows, from the index alone.
    index("reviews_subject_visible_idx").on(t.subjectId, t.stars).where(sql`hidden_at is null`),
    index("reviews_subject_created_idx").on(t.subjectId, t.createdAt),
    index("reviews_created_idx").on(t.createdAt),
    check("reviews_kind_check", inList("engagement_kind", ENGAGEMENT_KINDS)),
    check("reviews_stars_check", sql`stars between 1 and 5`),
    check("reviews_reply_check", sql`(reply_text is null) = (replied_at is null)`),
    check("reviews_hidden_check", sql`(hidden_at is null) = (hidden_reason is null)`),
    ...textLimits("reviews", {
      text: REVIEW_TEXT_MAX,
      reply_text: REVIEW_REPLY_MAX,
      hidden_reason: REVIEW_HIDE_REASON_MAX,
    }),
  ],
);
