import type { BlogPostStatus } from "./blog";
import type { ResponsiveImage } from "./properties";

/** The back office's post tables page on the server. */
export const ADMIN_BLOG_PAGE_SIZE = 20;

/** /admin/blog?tab=…: the two post tables and the categories table. */
export const ADMIN_BLOG_TABS = ["published", "drafts", "categories"] as const;
export type AdminBlogTab = (typeof ADMIN_BLOG_TABS)[number];

/** The title of a quick draft; its content starts empty. */
export const QUICK_DRAFT_TITLE = "New Draft Post";

/** Messages of the rules the server enforces, in the words the user sees. */
export const ADMIN_BLOG_MESSAGES = {
  postNotFound: "Blog post not found",
  categoryNotFound: "Category not found",
  contentRequired: "Content is required",
  categoryNameRequired: "Category name is required",
  categoryExists: "A category with this name already exists.",
  categoryInUse: "Cannot delete categories with posts",
} as const;

/** One row of the Published Posts or Drafts table. */
export interface AdminBlogPostRow {
  id: string;
  title: string;
  /** The author's name, or 'Unknown Author'. */
  authorName: string;
  status: BlogPostStatus;
  /** ISO time; null for drafts. */
  publishedAt: string | null;
  /** ISO time of the last save (drafts show it as Last Updated). */
  updatedAt: string;
  views: number;
}

/** Everything the edit dialog needs. */
export interface AdminBlogPostDetail {
  id: string;
  title: string;
  /** Sanitised HTML, as stored. */
  content: string;
  status: BlogPostStatus;
  categories: string[];
  tags: string[];
  authorTitle: string | null;
  cover: ResponsiveImage | null;
  publishedAt: string | null;
  updatedAt: string;
}

/** A row of the Categories table. */
export interface AdminBlogCategory {
  id: string;
  name: string;
  /** Posts in the category, drafts included: any of them blocks deleting it. */
  postCount: number;
}
