import { z } from "zod";
import { SITE_PAGE_BODY_MAX, SITE_PAGE_SLUGS, SITE_PAGE_TITLE_MAX } from "../site-pages";
import { singleLine } from "./text-fields";

export const sitePageSlugSchema = z.object({
  slug: z.enum(SITE_PAGE_SLUGS, { error: "Unknown page" }),
});

/** The back office's page form (PUT /api/admin/site-pages/:slug). */
export const sitePageSchema = z.strictObject({
  title: singleLine("Title", "Title is required")
    .min(1, "Title is required")
    .max(SITE_PAGE_TITLE_MAX, `Title must be at most ${SITE_PAGE_TITLE_MAX} characters`),
  body: z
    .string({ error: "Content is required" })
    .trim()
    .min(1, "Content is required")
    .max(SITE_PAGE_BODY_MAX, `Content must be at most ${SITE_PAGE_BODY_MAX} characters`),
});
export type SitePageInput = z.input<typeof sitePageSchema>;
