/**
 * The site's own pages: public, linked from the footer, their text edited by
 * administrators. A module free of zod, since the public pages need it.
 */
export const SITE_PAGE_SLUGS = ["about", "contact", "terms", "privacy"] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export const SITE_PAGE_TITLE_MAX = 120;
export const SITE_PAGE_BODY_MAX = 20_000;

/** The footer's link texts, and a page's title until an administrator writes one. */
export const SITE_PAGE_LABELS: Record<SitePageSlug, string> = {
  about: "About",
  contact: "Contact",
  terms: "Terms of Service",
  privacy: "Privacy Policy",
};

export function isSitePageSlug(value: string): value is SitePageSlug {
  return (SITE_PAGE_SLUGS as readonly string[]).includes(value);
}

/** GET /api/site-pages/:slug; the body is plain text, paragraphs separated by blank lines. */
export interface SitePage {
  slug: SitePageSlug;
  title: string;
  body: string;
  /** ISO time of the last save; null while the page was never written. */
  updatedAt: string | null;
}

/** The activity row of a page edit: target_type "site_page", target_id the slug. */
export const SITE_PAGE_UPDATED_ACTION = "site_page_updated";

/** A body's paragraphs: split on blank lines, so a single line break stays inside one. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
