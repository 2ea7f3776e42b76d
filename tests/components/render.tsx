import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { DEFAULT_SITE_SETTINGS } from "@/shared/admin-overview";
import type { Viewer } from "@/shared/page-data";
import { AppProviders } from "@/web/app/providers";
import { SESSION_QUERY_KEY } from "@/web/lib/auth/api/get-session";
import { createQueryClient } from "@/web/lib/query-client";
import type { RootData } from "@/web/lib/root-data";

type StubRoutes = Parameters<typeof createRoutesStub>[0];

export interface RenderRouteOptions {
  /** The address the app opens at; the first route's path by default. */
  at?: string;
  /** Who is signed in; nobody by default. */
  viewer?: Viewer;
  /** Other routes the test can move to (their path and what they draw). */
  routes?: StubRoutes;
  /** The page route's action, for forms that post to it. */
  action?: StubRoutes[number]["action"];
  /** The page route's loader. */
  loader?: StubRoutes[number]["loader"];
}

/**
 * Draws `Page` at `path` inside what every page has (the query cache, the session, the toaster,
 * the root's data) under React Router's test stub, so links, URL state, fetchers and actions behave as in the
 * app. Returns Testing Library's queries, a user-event instance and `location()`, the address
 * (path, query and hash) the app is at now.
 */
export function renderRoute(
  path: string,
  Page: ComponentType,
  { at = path, viewer, routes = [], action, loader }: RenderRouteOptions = {},
) {
  const queryClient = createQueryClient();
  // Tests wait for answers instead of retrying failed ones.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, viewer ? { user: viewer } : null);
  const rootData: Omit<RootData, "dehydrated"> = {
    baseUrl: "http://localhost:3000",
    site: DEFAULT_SITE_SETTINGS,
    accountTheme: null,
    mapStyleUrl: null,
  };
  // The address the app is at, for tests that check where a page sent the visitor.
  let current = at;
  function TrackLocation() {
    const { pathname, search, hash } = useLocation();
    current = pathname + search + hash;
    return null;
  }
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => rootData,
      HydrateFallback: () => null,
      Component: () => (
        <AppProviders>
          <TrackLocation />
          <Outlet />
        </AppProviders>
      ),
      children: [{ path, Component: Page, action, loader }, ...routes],
    },
  ]);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[at]} />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, location: () => current };
}
