/**
 * What the content actions of the back office write to admin_activities.action. Every
 * row carries the content's title (or a category's name) in `details`, so the log still reads
 * after the content is deleted.
 */
const CONTENT_ACTIONS = [
  "property_created",
  "property_updated",
  "property_featured",
  "property_unfeatured",
  "property_status_changed",
  "property_deleted",
  "open_house_scheduled",
  "open_house_removed",
  "reel_created",
  "reel_updated",
  "reel_deleted",
  "blog_post_created",
  "blog_post_updated",
  "blog_post_published",
  "blog_post_deleted",
  "blog_category_created",
  "blog_category_renamed",
  "blog_category_deleted",
] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** admin_activities.details of the content actions. */
export interface ContentActivityDetails {
  /** The listing's, reel's or post's title, or the category's name. */
  title: string;
  /** blog_category_renamed: the name before. */
  from?: string;
  /** property_status_changed: what people now read of it ("Pending", "Sold"). */
  status?: string;
}
