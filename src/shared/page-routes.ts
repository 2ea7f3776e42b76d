import { SITE_PAGE_SLUGS } from "./site-pages";

/** Who may open a page: anyone, a signed-in member, or an administrator. */
export type PageAudience = "public" | "member" | "admin";

/**
 * One page of the site: the router's route and what the lists of pages (sitemap, robots.txt,
 * the JavaScript budget, Lighthouse, accessibility coverage) need to know of it.
 */
export interface PageRoute {
  /** The pattern as the router reads it, without the leading slash; "" is the home page. */
  path: string;
  /** The route module, relative to src/web/app. */
  file: string;
  /** A route id of its own, for a module that serves several routes. */
  id?: string;
  audience: PageAudience;
  /** Listed in the sitemap: a public page that exists without data. */
  sitemap?: true;
  /** Kept out of crawlers' way although anyone may open it (the sign-in page). */
  noindex?: true;
  /** One of the pages `npm run lighthouse` scores. */
  lighthouse?: true;
  /** Screens drawn inside this page's frame, at paths beneath it ("" for its own address). */
  children?: readonly Omit<PageRoute, "audience" | "children">[];
}

/** A back-office screen: its module under routes/admin/. */
const adminScreen = (path: string, name: string) => ({ path, file: `routes/admin/${name}.tsx` });

/**
 * Every page, in the order the sitemap and robots.txt list them (the router ranks routes by their
 * patterns, not by this order).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: "", file: "routes/home.tsx", audience: "public", sitemap: true, lighthouse: true },
  {
    path: "search",
    file: "routes/search.tsx",
    audience: "public",
    sitemap: true,
    lighthouse: true,
  },
  { path: "reels", file: "routes/reels.tsx", audience: "public", sitemap: true, lighthouse: true },
  { path: "blog", file: "routes/blog.tsx", audience: "public", sitemap: true, lighthouse: true },
  { path: "realtors", file: "routes/realtors.tsx", audience: "public", sitemap: true },
  { path: "photographers", file: "routes/photographers.tsx", audience: "public", sitemap: true },
  { path: "affordability", file: "routes/affordability.tsx", audience: "public", sitemap: true },
  // One module for the site's own pages; each route needs its own id.
  ...SITE_PAGE_SLUGS.map(
    (slug): PageRoute => ({
      path: slug,
      file: "routes/site-page.tsx",
      id: `routes/${slug}`,
      audience: "public",
      sitemap: true,
    }),
  ),
  { path: "property/:id", file: "routes/property.tsx", audience: "public", lighthouse: true },
  // The link of the newsletter's confirmation e-mail.
  { path: "blog/subscribe/confirm", file: "routes/blog-subscribe-confirm.tsx", audience: "public" },
  { path: "blog/:id", file: "routes/blog-post.tsx", audience: "public" },
  { path: "realtors/:id", file: "routes/realtor.tsx", audience: "public" },
  { path: "photographers/:id", file: "routes/photographer.tsx", audience: "public" },
  // One module for both kinds of market; the sitemap lists the markets with enough listings.
  {
    path: "market/zip/:zip",
    file: "routes/market.tsx",
    id: "routes/market-zip",
    audience: "public",
  },
  {
    path: "market/:state/:city",
    file: "routes/market.tsx",
    id: "routes/market-city",
    audience: "public",
  },
  { path: "unsubscribe", file: "routes/unsubscribe.tsx", audience: "public" },
  // The link of a realtor's answer to a visitor who wrote without an account.
  { path: "messages/:id", file: "routes/guest-thread.tsx", audience: "public", noindex: true },
  { path: "forgot-password", file: "routes/forgot-password.tsx", audience: "public" },
  { path: "reset-password", file: "routes/reset-password.tsx", audience: "public" },
  { path: "email-verified", file: "routes/email-verified.tsx", audience: "public" },
  {
    path: "admin",
    file: "routes/admin.tsx",
    audience: "admin",
    children: [
      adminScreen("", "dashboard"),
      adminScreen("activity", "activity"),
      adminScreen("users", "users"),
      adminScreen("properties", "properties"),
      // One module for the listing form, new and edited.
      {
        path: "properties/new",
        file: "routes/admin/property-form.tsx",
        id: "routes/admin/property-new",
      },
      {
        path: "properties/:id/edit",
        file: "routes/admin/property-form.tsx",
        id: "routes/admin/property-edit",
      },
      adminScreen("reels", "reels"),
      adminScreen("blog", "blog"),
      adminScreen("analytics", "analytics"),
      adminScreen("outbox", "outbox"),
      adminScreen("reports", "reports"),
      adminScreen("reviews", "reviews"),
      adminScreen("settings", "settings"),
      // An unknown back-office address keeps the frame around the Not Found page.
      { path: "*", file: "routes/not-found.tsx", id: "routes/admin/not-found" },
    ],
  },
  { path: "dashboard", file: "routes/dashboard.tsx", audience: "member" },
  // A realtor's listing form, new and edited: one module, so each route has its own id.
  {
    path: "dashboard/listings/new",
    file: "routes/listing-form.tsx",
    id: "routes/listing-new",
    audience: "member",
  },
  {
    path: "dashboard/listings/:id/edit",
    file: "routes/listing-form.tsx",
    id: "routes/listing-edit",
    audience: "member",
  },
  {
    path: "profile",
    file: "routes/profile.tsx",
    audience: "public",
    noindex: true,
  },
  { path: "settings", file: "routes/settings.tsx", audience: "member" },
  { path: "saved", file: "routes/saved.tsx", audience: "member" },
  // A buyer's own pick of homes: nothing for a search engine to list.
  { path: "compare", file: "routes/compare.tsx", audience: "public", noindex: true },
  { path: "collections", file: "routes/collections.tsx", audience: "member" },
  { path: "collections/:id", file: "routes/collection.tsx", audience: "member" },
  // An invitation's e-mailed link: it explains itself to the signed-out, who may have no account.
  {
    path: "collections/join",
    file: "routes/collection-join.tsx",
    audience: "public",
    noindex: true,
  },
  { path: "*", file: "routes/not-found.tsx", audience: "public" },
];

/** A route's pattern as an address: "/", "/blog/:id", "/admin/*". */
export const routePattern = (page: PageRoute) => `/${page.path}`;

/** The route id React Router gives the page: its own, else its module's path without extension. */
export const pageRouteId = (page: PageRoute) => page.id ?? page.file.replace(/\.tsx?$/, "");

/** Pages a search engine should list: public, and there without data. */
export const SITEMAP_PATHS = PAGE_ROUTES.filter((page) => page.sitemap).map(routePattern);

/**
 * Pages kept out of crawlers' way: signed-in and back-office pages, the sign-in page and personal
 * links; a pattern with a parameter is kept out from the segment before it (robots.txt matches
 * prefixes).
 */
const uncrawled = PAGE_ROUTES.filter((page) => page.audience !== "public" || page.noindex).map(
  (page) => routePattern(page).replace(/:[^/]*.*$/, ""),
);
/** robots.txt matches prefixes, so a path beneath one already listed adds nothing. */
export const UNCRAWLED_PATHS = uncrawled.filter(
  (path, index) =>
    !uncrawled.some(
      (other, at) => path.startsWith(other) && (other.length < path.length || at < index),
    ),
);
