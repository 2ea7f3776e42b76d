import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  BLOG_CATEGORY_MAX_LENGTH,
  BLOG_CONTENT_MAX,
  BLOG_POST_STATUSES,
  BLOG_TAG_MAX_LENGTH,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
} from "@/shared/blog";
import { COMMENT_MAX } from "@/shared/comments";
import { user } from "./auth";
import { listLimits, textLimits } from "./limits";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

/**
 * A blog article. `content` is HTML sanitised on save; `plainText` is that content
 * without tags, kept so excerpts and text search never parse HTML on a read.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** The byline under the author's name, e.g. "Market Analyst". */
    authorTitle: text("author_title"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    plainText: text("plain_text").notNull().default(""),
    status: text("status").notNull().default("draft"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Cover image renditions, as for listing photos (`<key>-<width>.webp`); null for none. */
    coverKey: text("cover_key"),
    coverWidths: integer("cover_widths").array().notNull().default(sql`'{}'::int[]`),
    coverWidth: integer("cover_width"),
    coverHeight: integer("cover_height"),
    views: integer("views").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * When confirmed subscribers were e-mailed about the post: set once, so unpublishing and
     * publishing again, or editing, never mails them twice.
     */
    announcedAt: timestamp("announced_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("blog_posts_status_check", inList("status", BLOG_POST_STATUSES)),
    check("blog_posts_counts_check", sql`views >= 0 and like_count >= 0`),
    index("blog_posts_published_idx").on(t.publishedAt, t.id).where(sql`status = 'published'`),
    index("blog_posts_status_updated_idx").on(t.status, t.updatedAt),
    index("blog_posts_tags_idx").using("gin", t.tags),
    index("blog_posts_author_idx").on(t.authorId),
    ...textLimits("blog_posts", {
      author_title: 80,
      title: BLOG_TITLE_MAX,
      content: BLOG_CONTENT_MAX,
      // The content without its tags is never longer than the content.
      plain_text: BLOG_CONTENT_MAX,
      cover_key: 200,
    }),
    ...listLimits("blog_posts", { tags: [BLOG_TAGS_MAX, BLOG_TAG_MAX_LENGTH] }),
  ],
);

/** Blog categories; names are unique without regard to case. */
export const blogCategories = pgTable(
  "blog_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    uniqueIndex("blog_categories_name_idx").on(sql`lower(name)`),
    ...textLimits("blog_categories", { name: BLOG_CATEGORY_MAX_LENGTH }),
  ],
);

export const blogPostCategories = pgTable(
  "blog_post_categories",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index("blog_post_categories_category_idx").on(t.categoryId),
  ],
);

export const blogPostLikes = pgTable(
  "blog_post_likes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * The blog's Subscribe card: one row per address, stored lower-cased. Double opt-in: a row gets posts only once `confirmedAt` is set by the e-mailed link, so no one can sign a
 * stranger up. Only the link token's SHA-256 is kept: a database leak confirms no one.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    email: text("email").primaryKey(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_token_idx").on(t.confirmTokenHash),
    index("newsletter_subscribers_confirmed_idx").on(t.email).where(sql`confirmed_at is not null`),
    ...textLimits("newsletter_subscribers", { email: 254, confirm_token_hash: 64 }),
  ],
);

/** Readers' comments on a post, plain text, as reels have them. */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("blog_comments_post_idx").on(t.postId, t.createdAt, t.id),
    ...textLimits("blog_comments", { body: COMMENT_MAX }),
  ],
);
