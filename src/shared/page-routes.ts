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
  /**
   * A public page not yet held to the JavaScript budget: `npm run size` prints its figure but does
   * not fail on it.
   */
  overBudget?: true;
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
  { path: "unsubscribe", file: "routes/unsubscribe.tsx", audience: "public" },
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
      adminScreen("reels", "reels"),
      adminScreen("blog", "blog"),
      adminScreen("analytics", "analytics"),
      adminScreen("outbox", "outbox"),
      adminScreen("reports", "reports"),
      adminScreen("settings", "settings"),
      // An unknown back-office address keeps the frame around the Not Found page.
      { path: "*", file: "routes/not-found.tsx", id: "routes/admin/not-found" },
    ],
  },
  { path: "dashboard", file: "routes/dashboard.tsx", audience: "member" },
  // The sign-in and sign-up forms carry the account schemas and the password meter: 235 kB.
  {
    path: "profile",
    file: "routes/profile.tsx",
    audience: "public",
    noindex: true,
    overBudget: true,
  },
  { path: "settings", file: "routes/settings.tsx", audience: "member" },
  { path: "saved", file: "routes/saved.tsx", audience: "member" },
  { path: "*", file: "routes/not-found.tsx", audience: "public" },
];

/** A route's pattern as an address: "/", "/blog/:id", "/admin/*". */
export const routePattern = (page: PageRoute) => `/${page.path}`;

/** The route id React Router gives the page: its own, else its module's path without extension. */
export const pageRouteId = (page: PageRoute) => page.id ?? page.file.replace(/\.tsx?$/, "");

/** Pages a search engine should list: public, and there without data. */
export const SITEMAP_PATHS = PAGE_ROUTES.filter((page) => page.sitemap).map(routePattern);

/** Pages kept out of crawlers' way: signed-in and back-office pages, and the sign-in page. */
export const UNCRAWLED_PATHS = PAGE_ROUTES.filter(
  (page) => page.audience !== "public" || page.noindex,
).map(routePattern);
