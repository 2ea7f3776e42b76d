import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The build's flat route manifest as the nested routes matchRoutes walks. */
export function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).flatMap((route) => (route ? [route] : []));
  const nodes = new Map<string, RouteObject>(
    routes.map((route) => [
      route.id,
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: [] as RouteObject[] },
    ]),
  );
  const roots: RouteObject[] = [];
  for (const route of routes) {
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent?.children ?? roots).push(nodes.get(route.id) as RouteObject);
  }
  return roots;
}

/**
 * The route pattern a page path matches ("/property/:id", "/admin/*"): what the metrics label a
 * page request with, since the path itself would make a series per listing.
 */
export function pagePattern(routes: RouteObject[], pathname: string): string {
  const parts = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.path ? [route.path.replace(/^\/+|\/+$/g, "")] : [],
  );
  return `/${parts.filter(Boolean).join("/")}`;
}
