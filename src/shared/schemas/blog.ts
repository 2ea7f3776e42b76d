import { z } from "zod";
import {
  BLOG_CATEGORIES_MAX,
  BLOG_CATEGORY_MAX_LENGTH,
  BLOG_CONTENT_MAX,
  BLOG_POST_STATUSES,
  BLOG_SEARCH_MAX,
  BLOG_TAG_MAX_LENGTH,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  NEWSLETTER_MESSAGES,
} from "../blog";
import { blankAsUnset, pageParam, searchTextParam } from "./query-params";
import { singleLine } from "./text-fields";

/** The /blog list's query string: search text, category tab and page, as in the page's URL. */
export const blogListQuerySchema = z.object({
  q: searchTextParam(BLOG_SEARCH_MAX),
  category: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .max(
        BLOG_CATEGORY_MAX_LENGTH,
        `Category must be at most ${BLOG_CATEGORY_MAX_LENGTH} characters`,
      )
      .optional(),
  ),
  page: pageParam(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** The Subscribe card. Stored lower-cased, so one address subscribes once whatever its case. */
export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address."))
    .transform((email) => email.toLowerCase()),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** The token of a Subscribe confirmation link; anything malformed is simply not a valid link. */
export const newsletterConfirmSchema = z.object({
  token: z
    .string({ error: NEWSLETTER_MESSAGES.linkInvalid })
    .min(1, NEWSLETTER_MESSAGES.linkInvalid)
    .max(100, NEWSLETTER_MESSAGES.linkInvalid),
});

export const BLOG_CONTENT_TOO_LONG = `Content must be at most ${BLOG_CONTENT_MAX.toLocaleString("en-US")} characters`;

/** Trimmed, blanks dropped, duplicates (in any case) kept once in their first spelling. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names
    .map((name) => name.trim())
    .filter((name) => {
      const key = name.toLowerCase();
      if (name === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function nameList(max: number, maxLength: number, label: string) {
  return z
    .array(
      singleLine(`${label} names`).max(
        maxLength,
        `${label} names must be at most ${maxLength} characters`,
      ),
    )
    .max(max, `At most ${max} ${label.toLowerCase()}s`)
    .default([])
    .transform(uniqueNames);
}

/**
 * The admin post form: title and content required. The content is HTML; the server
 * sanitises it when saving, whatever the editor sent.
 */
export const blogPostInputSchema = z.object({
  title: singleLine("Title", "Title is required")
    .min(1, "Title is required")
    .max(BLOG_TITLE_MAX, `Title must be at most ${BLOG_TITLE_MAX} characters`),
  content: z
    .string({ error: "Content is required" })
    .trim()
    .min(1, "Content is required")
    .max(BLOG_CONTENT_MAX, BLOG_CONTENT_TOO_LONG),
  status: z.enum(BLOG_POST_STATUSES).default("draft"),
  authorTitle: singleLine("Author title")
    .max(80, "Author title must be at most 80 characters")
    .transform((value) => value || null)
    .nullish(),
  tags: nameList(BLOG_TAGS_MAX, BLOG_TAG_MAX_LENGTH, "Tag"),
  categories: nameList(BLOG_CATEGORIES_MAX, BLOG_CATEGORY_MAX_LENGTH, "Category"),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostValues = z.output<typeof blogPostInputSchema>;

/** An edit keeps the post's status unless the form says otherwise (Save on a published post). */
export const blogPostUpdateSchema = blogPostInputSchema.extend({
  status: z.enum(BLOG_POST_STATUSES).optional(),
});
export type BlogPostUpdateValues = z.output<typeof blogPostUpdateSchema>;

/** /api/admin/blog/posts: one table (published or drafts), one page. */
export const adminBlogPostListQuerySchema = z.object({
  status: z
    .enum(BLOG_POST_STATUSES, { error: "Status must be published or draft" })
    .default("published"),
  page: blogListQuerySchema.shape.page,
});
export type AdminBlogPostListQuery = z.output<typeof adminBlogPostListQuerySchema>;

/** A category's name (Categories tab): trimmed; blank refused. */
export const blogCategoryNameSchema = z.object({
  name: singleLine("Category name", "Category name is required")
    .min(1, "Category name is required")
    .max(
      BLOG_CATEGORY_MAX_LENGTH,
      `Category names must be at most ${BLOG_CATEGORY_MAX_LENGTH} characters`,
    ),
});
