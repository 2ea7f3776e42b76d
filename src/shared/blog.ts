import type { ResponsiveImage } from "./properties";

/** A post is a draft or published; the blog pages 6 posts at a time, with 5 page links. */
export const BLOG_POST_STATUSES = ["draft", "published"] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_PAGE_SIZE = 6;
export const BLOG_PAGINATION_WINDOW = 5;
export const POPULAR_TAGS_SHOWN = 8;
export const EXCERPT_LENGTH = 150;
export const DEFAULT_BLOG_CATEGORY = "general";
/** Shown in Popular Topics when no published post has tags. */
export const FALLBACK_POPULAR_TAGS = [
  "First-time buyers",
  "Home Staging",
  "Investment",
  "Market Trends",
  "Mortgage",
  "Renovation",
] as const;

/** Longest search text the blog accepts (its search box). */
export const BLOG_SEARCH_MAX = 100;
/** Reading speed behind "n min read". */
export const BLOG_WORDS_PER_MINUTE = 200;
export const RELATED_POSTS_SHOWN = 3;
export const BLOG_TAGS_MAX = 20;
export const BLOG_TAG_MAX_LENGTH = 40;
export const BLOG_CATEGORIES_MAX = 10;
export const BLOG_CATEGORY_MAX_LENGTH = 50;
export const BLOG_TITLE_MAX = 200;
/** A post's HTML as stored (after sanitising): a long article with room to spare, but finite. */
export const BLOG_CONTENT_MAX = 200_000;
/** Shown when a post's author account has no name or is gone. */
export const UNKNOWN_AUTHOR = "Unknown Author";

export interface BlogAuthor {
  /** Null once the author's account is deleted. */
  id: string | null;
  name: string;
  /** The byline under the name, e.g. "Market Analyst". */
  title: string | null;
  /** Null without an avatar: the page shows initials. */
  avatarUrl: string | null;
}

/** A post card on /blog and in Related Articles. */
export interface BlogPostSummary {
  id: string;
  title: string;
  /**
   * The tag-stripped content; when longer than EXCERPT_LENGTH, cut at the last word boundary
   * within those characters (or mid-word for a single overlong word) and followed by "…".
   */
  excerpt: string;
  /** The first category by name, or "general". */
  category: string;
  categories: string[];
  tags: string[];
  author: BlogAuthor;
  /** ISO time. */
  publishedAt: string;
  cover: ResponsiveImage | null;
  readMinutes: number;
}

export interface BlogPostPage {
  items: BlogPostSummary[];
  page: number;
  /** 0 when nothing matches; a page past it answers with empty items. */
  pageCount: number;
  total: number;
}

/** /blog/{id}. Administrators may open drafts too: then status is "draft" and publishedAt null. */
export interface BlogPostDetail extends Omit<BlogPostSummary, "publishedAt"> {
  status: BlogPostStatus;
  publishedAt: string | null;
  /** Sanitised on the server when saved; render it as HTML through the one safe component. */
  content: string;
  views: number;
  likeCount: number;
  commentCount: number;
  /** False when signed out. */
  likedByMe: boolean;
  related: BlogPostSummary[];
}

export interface BlogCategoryCount {
  name: string;
  /** Published posts in the category. */
  postCount: number;
}

export interface BlogLikeState {
  liked: boolean;
  likeCount: number;
}

/** The answers of the Subscribe card and of its confirmation link. */
export const NEWSLETTER_MESSAGES = {
  checkInbox: "Check your inbox to confirm",
  checkInboxDetail: "We sent you a link. Your subscription starts once you open it.",
  confirmed: "You're subscribed",
  confirmedDetail: "Thanks for confirming. We'll e-mail you when we publish a new article.",
  linkInvalid: "This confirmation link is not valid",
  linkInvalidDetail:
    "It may have expired or been used already. Subscribe again on the blog to get a new link.",
} as const;

/** The page a Subscribe confirmation link opens (`?token=`). */
export const NEWSLETTER_CONFIRM_PATH = "/blog/subscribe/confirm";
