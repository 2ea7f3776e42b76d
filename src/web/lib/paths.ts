import { collectionJoinPath } from "@/shared/collections";
import { cityMarketKey } from "@/shared/market";
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

/** The calculator's mode and the fields a link fills in (a listing's state, the income so far). */
export interface AffordabilityLocation {
  offer?: "sale" | "rent" | null;
  state?: string | null;
  income?: string | null;
  debts?: string | null;
}

/** The anchor of the settings' note on how the account's e-mails and saved-search alerts relate. */
export const EMAIL_AND_ALERTS_ID = "email-and-alerts";

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
  /** What can I afford: buying by default, renting with `offer: "rent"`, fields filled in. */
  affordability: ({ offer, ...fields }: AffordabilityLocation = {}) =>
    withQuery("/affordability", { offer: offer === "rent" ? offer : null, ...fields }),
  /** `from` tells the realtor where a lead found the home (a reel, the map). */
  property: (id: string, from?: "reel" | "map") =>
    withQuery(`/property/${encodeURIComponent(id)}`, { from }),
  /** The profile, or signed out the sign-in page, going back to `returnTo` once signed in. */
  profile: (returnTo?: string | null) => withQuery("/profile", { [RETURN_TO_PARAM]: returnTo }),
  /** The overview tab is the default, so it is left out of the URL. */
  dashboard: ({ tab, section, thread }: DashboardLocation = {}) =>
    withQuery("/dashboard", { tab: tab === "overview" ? null : tab, section, thread }),
  settings: () => "/settings",
  /** A realtor's listing form: a new listing, or one of theirs. */
  newListing: () => "/dashboard/listings/new",
  editListing: (id: string) => `/dashboard/listings/${encodeURIComponent(id)}/edit`,
  /** The one home of every notification setting; `explained` jumps to how e-mails and alerts relate. */
  notificationSettings: ({ explained = false }: { explained?: boolean } = {}) =>
    `${withQuery("/dashboard", { tab: "settings", section: "notifications" })}${explained ? `#${EMAIL_AND_ALERTS_ID}` : ""}`,
  forgotPassword: () => "/forgot-password",
  /** Where an e-mailed verification link lands, then back to `returnTo` if given. */
  emailVerified: (returnTo?: string | null) =>
    withQuery("/email-verified", { [RETURN_TO_PARAM]: returnTo }),
  saved: () => "/saved",
  /**
   * Homes side by side, in the order given: `/compare?ids=a,b`. Listing ids are UUIDs, so the
   * commas stay readable instead of being escaped as URLSearchParams would.
   */
  compare: (ids: readonly string[] = [], only?: "differences") => {
    const query = [
      ids.length ? `ids=${ids.map(encodeURIComponent).join(",")}` : "",
      only ? `only=${only}` : "",
    ].filter(Boolean);
    return query.length ? `/compare?${query.join("&")}` : "/compare";
  },
  /** Create Account, going back to `returnTo` once the e-mailed link confirms the address. */
  signUp: (returnTo?: string | null) =>
    withQuery("/profile", { tab: "sign-up", [RETURN_TO_PARAM]: returnTo }),
  collections: () => "/collections",
  collection: (id: string) => `/collections/${encodeURIComponent(id)}`,
  /** An invitation's link (the e-mail builds the same one on the server). */
  collectionJoin: (token: string) => collectionJoinPath(token),
  blog: ({ q, category, page }: BlogLocation = {}) =>
    withQuery("/blog", { q, category, page: page && page > 1 ? String(page) : null }),
  blogPost: (id: string) => `/blog/${encodeURIComponent(id)}`,
  realtors: () => "/realtors",
  realtor: (id: string, page = 1) =>
    `/realtors/${encodeURIComponent(id)}${page > 1 ? `?page=${page}` : ""}`,
  /** The photographers' directory; with a listing, Book picks that listing first. */
  photographers: (listing?: string | null) => withQuery("/photographers", { listing }),
  photographer: (id: string) => `/photographers/${encodeURIComponent(id)}`,
  admin: () => "/admin",
  /** How a city's market is doing: "/market/tx/austin". */
  marketCity: (state: string, city: string) => `/market/${cityMarketKey(state, city)}`,
  /** How a ZIP code's market is doing. */
  marketZip: (zip: string) => `/market/zip/${encodeURIComponent(zip)}`,
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
  newProperty: () => "/admin/properties/new",
  editProperty: (id: string) => `/admin/properties/${encodeURIComponent(id)}/edit`,
  reels: () => "/admin/reels",
  blog: () => "/admin/blog",
  analytics: () => "/admin/analytics",
  settings: () => "/admin/settings",
  activity: () => "/admin/activity",
  outbox: () => "/admin/outbox",
  reports: () => "/admin/reports",
  reviews: () => "/admin/reviews",
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
