import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type RouteObject, type ServerBuild } from "react-router";
import { type ConnectionHints, wantsLightMedia } from "@/shared/connection-hints";
import type { PageContext } from "@/shared/page-data";
import type { AppDeps } from "../context";
import { basemapInstalled } from "../maps/basemap-files";
import type { AppBindings } from "../platform/context";
import { RETRY_AFTER_SECONDS } from "../platform/http/errors";
import { originGuard } from "../platform/http/security";
import { fetchedStyle, mapStyleProbe } from "./map-style-probe";
import { pageAddressGuard } from "./page-address-guard";
import { type AppFetch, pageApi } from "./page-api";
import { pagePattern, routeTree } from "./page-pattern";
import type { WebBuild } from "./web-build";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The production build `npm run build` writes into `root` (dist/web), or undefined without one. */
export function webBuildAt(root: string): WebBuild | undefined {
  const entry = path.join(root, "server", "index.js");
  if (!existsSync(entry)) return undefined;
  let build: Promise<ServerBuild> | undefined;
  return {
    clientRoot: path.join(root, "client"),
    load: () => {
      build ??= import(pathToFileURL(entry).href) as Promise<ServerBuild>;
      return build;
    },
    mode: "production",
  };
}

/**
 * A phone, as its browser says: the mobile Client Hint, or "Mobi" in the User-Agent (browsers
 * that send no hints, and emulators that change only the User-Agent).
 */
function isPhone(userAgent: string | undefined, mobileHint: string | undefined): boolean {
  return mobileHint === "?1" || /Mobi/.test(userAgent ?? "");
}

/** The Client Hints a page's markup depends on besides the phone one. */
const CONNECTION_HINTS = "save-data, ect, downlink";

/** What the request's Client Hints say of the connection; absent hints say nothing. */
function connectionHints(headers: Headers): ConnectionHints {
  const downlink = Number.parseFloat(headers.get("downlink") ?? "");
  return {
    saveData: headers.get("save-data") === "on",
    effectiveType: headers.get("ect") ?? undefined,
    downlink: Number.isFinite(downlink) ? downlink : undefined,
  };
}

/**
 * Serves the built browser files (hashed assets cached for a year, precompressed twins) and
 * hands every other request to React Router, whose loaders and actions call the JSON API in this
 * process with the visitor's own headers (`fetchApp`, the whole app): the one place the server
 * meets the web app.
 */
export function pageRoutes(deps: AppDeps, web: WebBuild, fetchApp: AppFetch) {
  const app = new Hono<AppBindings>();
  const { clientRoot } = web;
  const mapStyle = mapStyleProbe(
    deps.env.mapStyleUrl,
    deps.env.mapSelfHosted ? () => basemapInstalled(deps.storage) : fetchedStyle(),
  );
  // Asked now, so that the first visitors already get the street map when it can be reached.
  mapStyle.current();
  app.use("*", pageAddressGuard());
  if (clientRoot) {
    // Build metadata such as .vite/manifest.json is for our scripts, not for visitors.
    app.get("/.vite/*", (c) => c.text("Not found", 404));
    app.use(
      "/assets/*",
      serveStatic({
        root: clientRoot,
        precompressed: true,
        onFound: (_path, c) => c.header("cache-control", IMMUTABLE),
      }),
    );
    // A missing hashed asset is a stale or wrong link: say so instead of answering with a page.
    app.get("/assets/*", (c) => c.text("Not found", 404));
    app.use(
      "*",
      serveStatic({
        root: clientRoot,
        precompressed: true,
        onFound: (_path, c) => c.header("cache-control", "public, max-age=3600"),
      }),
    );
  }
  // A page's form posts (sign-in, sign-up) obey the same origin rule as the API's.
  app.use("*", originGuard(deps.env));
  let handler:
    | { build: ServerBuild; handle: ReturnType<typeof createRequestHandler>; routes: RouteObject[] }
    | undefined;
  app.all("*", compress(), async (c) => {
    const build = await web.load();
    if (handler?.build !== build)
      handler = { build, handle: createRequestHandler(build, web.mode), routes: routeTree(build) };
    // The metrics' label for pages (ops/metrics.ts), worked out only where they are kept.
    if (deps.env.METRICS_TOKEN) c.set("pageRoute", pagePattern(handler.routes, c.req.path));
    const context: PageContext = {
      api: pageApi(fetchApp, c),
      baseUrl: deps.env.BASE_URL,
      mapStyleUrl: mapStyle.current(),
      nonce: c.get("secureHeadersNonce") ?? "",
      isPhone: isPhone(c.req.header("user-agent"), c.req.header("sec-ch-ua-mobile")),
      lightMedia: wantsLightMedia(connectionHints(c.req.raw.headers)),
    };
    const response = await handler.handle(c.req.raw, context);
    // A page the API could not answer for now: browsers and proxies may ask again this soon.
    if (response.status === 503) response.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
    // A page may show the visitor's own name and saved listings: no shared caches.
    response.headers.set("cache-control", "private, no-cache");
    response.headers.set("vary", `cookie, user-agent, sec-ch-ua-mobile, ${CONNECTION_HINTS}`);
    // Asks Chromium for its connection hints from the next request on.
    response.headers.set("accept-ch", "ECT, Downlink");
    return response;
  });
  return app;
}
