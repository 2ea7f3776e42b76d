import { RETURN_TO_PARAM } from "@/shared/return-path";
import type { SitePageSlug } from "@/shared/site-pages";

/** Path builders for every route, so links never hand-assemble URLs. */

/** What /blog shows: search text, category tab and page (page 1 is left out of the URL). */
export interface BlogLocation {
  q?: string | null;
  category?: string | null;
  page?: number | null;
}

export interface DashboardLocation {
  tab?: string | null;
  section?: string | null;
  /** The open conversation of the Messages or Inbox tab. */
  thread?: string | null;
}

function withQuery(pathname: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export const paths = {
  home: () => "/",
  /** The feed, or the feed starting at one reel (a reel's own, shareable link). */
  reels: (reelId?: string | null) => withQuery("/reels", { reel: reelId }),
  /** A search's fields as the /search query string reads them, e.g. `{ featured: "true" }`. */
  search: (query: Record<string, string> = {}) => withQuery("/search", query),
  property: (id: string) => `/property/${encodeURIComponent(id)}`,
  /** The profile, or signed out the sign-in page, going back to `returnTo` once signed in. */
  profile: (returnTo?: string | null) => withQuery("/profile", { [RETURN_TO_PARAM]: returnTo }),
  /** The overview tab is the default, so it is left out of the URL. */
  dashboard: ({ tab, section, thread }: DashboardLocation = {}) =>
    withQuery("/dashboard", { tab: tab === "overview" ? null : tab, section, thread }),
  settings: () => "/settings",
  forgotPassword: () => "/forgot-password",
  /** Where an e-mailed verification link lands, then back to `returnTo` if given. */
  emailVerified: (returnTo?: string | null) =>
    withQuery("/email-verified", { [RETURN_TO_PARAM]: returnTo }),
  saved: () => "/saved",
  blog: ({ q, category, page }: BlogLocation = {}) =>
    withQuery("/blog", { q, category, page: page && page > 1 ? String(page) : null }),
  blogPost: (id: string) => `/blog/${encodeURIComponent(id)}`,
  realtors: () => "/realtors",
  realtor: (id: string, page = 1) =>
    `/realtors/${encodeURIComponent(id)}${page > 1 ? `?page=${page}` : ""}`,
  photographers: () => "/photographers",
  admin: () => "/admin",
  /** About, Contact, Terms and Privacy: each at its slug. */
  sitePage: (slug: SitePageSlug) => `/${slug}`,
} as const;

/** The back office's pages. */
export interface AdminUsersLocation {
  tab?: "requests" | null;
  userId?: string | null;
}

export const adminPaths = {
  dashboard: () => "/admin",
  users: ({ tab, userId }: AdminUsersLocation = {}) => withQuery("/admin/users", { tab, userId }),
  properties: (filter?: "featured") => withQuery("/admin/properties", { filter }),
  reels: () => "/admin/reels",
  blog: () => "/admin/blog",
  analytics: () => "/admin/analytics",
  settings: () => "/admin/settings",
  activity: () => "/admin/activity",
  outbox: () => "/admin/outbox",
  reports: () => "/admin/reports",
} as const;

/**
 * Where /settings sends a signed-in user: the dashboard tab from the query (default settings),
 * or the settings tab at the given section.
 */
export function settingsRedirectPath(search: URLSearchParams): string {
  const section = search.get("section");
  if (section) return paths.dashboard({ tab: "settings", section });
  return paths.dashboard({ tab: search.get("tab") || "settings" });
}
