import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { SITE_PAGE_BODY_MAX, SITE_PAGE_TITLE_MAX } from "@/shared/site-pages";
import { textLimits } from "./limits";

/** About, Contact, Terms and Privacy: one row per page an administrator (or the seed) wrote. */
export const sitePages = pgTable(
  "site_pages",
  {
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    /** Plain text; blank lines separate paragraphs. */
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () =>
    textLimits("site_pages", { slug: 50, title: SITE_PAGE_TITLE_MAX, body: SITE_PAGE_BODY_MAX }),
);
