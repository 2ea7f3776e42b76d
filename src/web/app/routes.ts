import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { PAGE_ROUTES, type PageRoute } from "../../shared/page-routes";

type Entry = Pick<PageRoute, "path" | "file" | "id" | "children">;

function toRoute({ path, file, id, children }: Entry): RouteConfigEntry {
  if (path === "") return index(file, id ? { id } : {});
  return route(path, file, id ? { id } : {}, children?.map(toRoute));
}

/**
 * The router's table, drawn from the site's list of pages: the sitemap, robots.txt, the scripts
 * and the accessibility coverage read that list too. Route ids are the module paths without
 * extension unless a page names its own.
 */
export default PAGE_ROUTES.map(toRoute) satisfies RouteConfig;
