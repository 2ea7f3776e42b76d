import type { ServerBuild } from "react-router";
import { cityMarketKey, zipMarket } from "../../src/shared/market";
import { PAGE_ROUTES, pageRouteId, routePattern } from "../../src/shared/page-routes";
import type { BuildGraph } from "./build-graph";
import type { Root } from "./chunk-why";

export interface PublicPage {
  /** The route's pattern, "/property/:id". */
  page: string;
  address: string;
  roots: Root[];
}

interface Listed {
  id: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * Values for the route table's parameters, from the demo content: a listing and its markets, a
 * blog post, a realtor and a photographer. A guest's conversation opens only from its e-mailed
 * link, so /messages/:id is measured as a link that matches none (the same route module).
 */
async function demoParams(origin: string): Promise<Record<string, string>> {
  const first = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const [item] = ((await response.json()) as { items: Listed[] }).items;
    if (!item) throw new Error(`${path} lists nothing in the demo content`);
    return item;
  };
  const listing = await first("/api/properties?limit=1");
  const [state = "", city = ""] = cityMarketKey(listing.state, listing.city).split("/");
  return {
    "/property/:id": listing.id,
    "/blog/:id": (await first("/api/blog/posts")).id,
    "/realtors/:id": (await first("/api/realtors")).id,
    "/photographers/:id": (await first("/api/photographers")).id,
    "/messages/:id": "no-such-conversation",
    state,
    city,
    zip: zipMarket(listing.zip) ?? listing.zip,
  };
}

/** The modules a page starts from: the client entry, then each route down to the page's. */
function pageRoots(build: ServerBuild, graph: BuildGraph, routeId: string): Root[] {
  const { entry, routes } = build.assets;
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) chain.unshift(id);
  const files = [
    entry.module,
    ...chain.map((id) => {
      const route = routes[id];
      if (!route) throw new Error(`The build has no route "${id}"`);
      return route.module;
    }),
  ].map((file) => file.replace(/^\//, ""));
  return files.map((file) => ({ file, label: graph.get(file)?.label ?? file }));
}

/** The public pages of the route table, but the catch-all. */
export const PUBLIC_ROUTES = PAGE_ROUTES.filter(
  (route) => route.audience === "public" && route.path !== "*",
);

/** Every public page with the address to open. */
export async function publicPages(
  origin: string,
  build: ServerBuild,
  graph: BuildGraph,
): Promise<PublicPage[]> {
  const params = await demoParams(origin);
  return PUBLIC_ROUTES.map((route) => {
    const page = routePattern(route);
    const address = page.replace(/:(\w+)/g, (_, name: string) => {
      const value = params[page] ?? params[name];
      if (!value) throw new Error(`No value for :${name} of ${page}: add one to demoParams`);
      return encodeURIComponent(value);
    });
    return {
      page,
      address,
      roots: pageRoots(build, graph, pageRouteId(route)),
    };
  });
}

/** Every route's module, labelled as another page's: where a chain starts when the page's own roots explain nothing. */
export function routeModules(build: ServerBuild, graph: BuildGraph): Root[] {
  return Object.values(build.assets.routes).flatMap((route) => {
    const file = route?.module.replace(/^\//, "");
    return file ? [{ file, label: `${graph.get(file)?.label ?? file} (another page)` }] : [];
  });
}
