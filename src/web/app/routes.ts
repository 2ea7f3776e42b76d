import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { PAGE_ROUTES } from "../../shared/page-routes";

/**
 * The router's table, drawn from the site's list of pages: the sitemap, robots.txt, the scripts
 * and the accessibility coverage read that list too. Route ids are the module paths without
 * extension unless a page names its own.
 */
export default PAGE_ROUTES.map((page) =>
  page.path === "" ? index(page.file) : route(page.path, page.file, page.id ? { id: page.id } : {}),
) satisfies RouteConfig;
