import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { SITE_PAGE_SLUGS } from "../../shared/site-pages";

/**
 * The route table: the router's, and the one scripts/size.ts and the Lighthouse
 * script read (PUBLIC_PAGES). Route ids are the module paths without extension.
 */
export default [
  index("routes/home.tsx"),
  route("reels", "routes/reels.tsx"),
  route("search", "routes/search.tsx"),
  route("property/:id", "routes/property.tsx"),
  route("profile", "routes/profile.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("settings", "routes/settings.tsx"),
  route("saved", "routes/saved.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("email-verified", "routes/email-verified.tsx"),
  route("blog", "routes/blog.tsx"),
  // NEWSLETTER_CONFIRM_PATH: the link of the Subscribe confirmation e-mail.
  route("blog/subscribe/confirm", "routes/blog-subscribe-confirm.tsx"),
  route("blog/:id", "routes/blog-post.tsx"),
  route("realtors", "routes/realtors.tsx"),
  route("realtors/:id", "routes/realtor.tsx"),
  route("photographers", "routes/photographers.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  // One module for the site's own pages; each route needs its own id.
  ...SITE_PAGE_SLUGS.map((slug) => route(slug, "routes/site-page.tsx", { id: `routes/${slug}` })),
  route("admin/*", "routes/admin.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

/**
 * The pages anyone may open, by route id, with their path; `lighthouse` marks the pages
 * `npm run lighthouse` scores (five of them).
 */
export const PUBLIC_PAGES = [
  { id: "routes/home", path: "/", lighthouse: true },
  { id: "routes/search", path: "/search", lighthouse: true },
  { id: "routes/property", path: "/property/:id", lighthouse: true },
  { id: "routes/reels", path: "/reels", lighthouse: true },
  { id: "routes/blog", path: "/blog", lighthouse: true },
  { id: "routes/blog-post", path: "/blog/:id", lighthouse: false },
  { id: "routes/realtors", path: "/realtors", lighthouse: false },
  { id: "routes/realtor", path: "/realtors/:id", lighthouse: false },
  { id: "routes/photographers", path: "/photographers", lighthouse: false },
  { id: "routes/unsubscribe", path: "/unsubscribe", lighthouse: false },
  { id: "routes/about", path: "/about", lighthouse: false },
  { id: "routes/contact", path: "/contact", lighthouse: false },
  { id: "routes/terms", path: "/terms", lighthouse: false },
  { id: "routes/privacy", path: "/privacy", lighthouse: false },
] as const;
