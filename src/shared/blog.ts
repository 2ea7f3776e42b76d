/** Blog constants of part 2 §9. */
export const BLOG_POST_STATUSES = ["draft", "published"] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_PAGE_SIZE = 6;
export const BLOG_PAGINATION_WINDOW = 5;
export const POPULAR_TAGS_SHOWN = 8;
export const EXCERPT_LENGTH = 150;
export const DEFAULT_BLOG_CATEGORY = "general";
/** Shown in Popular Topics when no published post has tags (part 2 §2). */
export const FALLBACK_POPULAR_TAGS = [
  "First-time buyers",
  "Home Staging",
  "Investment",
  "Market Trends",
  "Mortgage",
  "Renovation",
] as const;
