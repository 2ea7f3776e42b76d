import { PAGE_ROUTES, type PageAudience, routePattern } from "../../../src/shared/page-routes";
import { DASHBOARD_TABS } from "../../../src/web/features/dashboard/dashboard-tabs";

export interface Screen {
  /** The route pattern, with the tab for screens that switch by `?tab=`. */
  key: string;
  audience: PageAudience;
}

const MEMBER_PATHS = new Set(
  PAGE_ROUTES.filter((page) => page.audience === "member").map(routePattern),
);

const dynamicSegments = (pattern: string) => (pattern.match(/:/g) ?? []).length;

/**
 * The pages' patterns, as `/a/:b`, the fewest parameters first: as the router ranks them, a
 * static segment wins over a parameter (/collections/join over /collections/:id).
 */
const PATTERNS = PAGE_ROUTES.map(routePattern).sort(
  (a, b) => dynamicSegments(a) - dynamicSegments(b),
);

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith("/*"))
    return pathname === pattern.slice(0, -2) || pathname.startsWith(pattern.slice(0, -1));
  const source = pattern.replace(/:[^/]+/g, "[^/]+");
  return new RegExp(`^${source}/?$`).test(pathname);
}

/**
 * The screen an address shows. Screens switched by `?tab=` (the dashboard, the back office) count
 * each tab as a screen of its own; anything the router has no route for is the Not Found screen.
 */
export function screenOf(url: URL): Screen {
  const pathname = url.pathname;
  const tab = url.searchParams.get("tab");
  if (pathname === "/dashboard") {
    const known = tab && (DASHBOARD_TABS as readonly string[]).includes(tab) ? tab : "overview";
    return { key: `/dashboard?tab=${known}`, audience: "member" };
  }
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    return { key: `${pathname.replace(/\/$/, "")}${tab ? `?tab=${tab}` : ""}`, audience: "admin" };
  }
  const pattern = PATTERNS.find((candidate) => candidate !== "/*" && matches(candidate, pathname));
  if (!pattern) return { key: "not found", audience: "public" };
  return { key: pattern, audience: MEMBER_PATHS.has(pattern) ? "member" : "public" };
}

/**
 * The screens every run must scan: each public route (token pages included), and each member
 * screen, the realtor's dashboard tabs too. /settings forwards to the dashboard's settings tab.
 */
export function requiredScreens(): Screen[] {
  const publicScreens = PAGE_ROUTES.filter(
    (page) => page.audience === "public" && page.path !== "*",
  )
    .map(routePattern)
    .map((key) => ({ key, audience: "public" as const }));
  const memberScreens = [
    ...DASHBOARD_TABS.map((tab) => ({ key: `/dashboard?tab=${tab}`, audience: "member" as const })),
    { key: "/saved", audience: "member" as const },
  ];
  return [...publicScreens, { key: "not found", audience: "public" }, ...memberScreens];
}
