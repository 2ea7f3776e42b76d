import { readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { modulePreloads } from "./module-preloads";
import { pageHtml } from "./page-html";
import { preloadHints } from "./preload-hints";
import { pageUrlFor, publicPageModule } from "./public-pages";
import type { ServerRenderer } from "./server-render";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: hashed assets forever-cached (with precompressed .br/.gz twins),
 * other files briefly, and index.html for every other GET so client-side routes load. Public
 * pages come with their markup already drawn when a server renderer is given (decision 007).
 */
export function webApp(root: string, renderer?: ServerRenderer) {
  const html = pageHtml(readFileSync(path.join(root, "index.html"), "utf8"));
  const routeScripts = modulePreloads(root);
  const page = async (c: Context) => {
    const url = pageUrlFor(
      new URL(c.req.url),
      c.req.header("user-agent"),
      c.req.header("sec-ch-ua-mobile"),
    );
    const rendered =
      renderer && publicPageModule(url.pathname)
        ? await renderer.render(c, url.pathname + url.search)
        : null;
    // A rendered page may show the visitor's own name and saved listings: no shared caches.
    c.header("cache-control", rendered ? "private, no-cache" : "no-cache");
    c.header("vary", "cookie, user-agent, sec-ch-ua-mobile");
    // A rendered page carries its data; the hint would fetch it a second time.
    const hints = rendered ? null : preloadHints(url);
    if (hints) c.header("link", hints);
    const scripts = routeScripts(url.pathname);
    return c.html(rendered ? html.serverDrawn(rendered, scripts) : html.clientDrawn(scripts));
  };
  const app = new Hono();
  // Pages are built per request, so they are compressed per request (assets come precompressed).
  const compressed = compress();
  // "/" is a page, not the static index.html below.
  app.get("/", compressed, page);
  // Build metadata such as .vite/manifest.json is for our scripts, not for visitors.
  app.get("/.*", (c) => c.text("Not found", 404));
  app.use(
    "/assets/*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header("cache-control", IMMUTABLE),
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (file, c) => {
        c.header("cache-control", file.endsWith(".html") ? "no-cache" : "public, max-age=3600");
      },
    }),
  );
  // A missing hashed asset is a stale or wrong link: say so instead of answering with the page.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.get("*", compressed, page);
  return app;
}
