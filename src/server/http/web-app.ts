import { readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { modulePreloads } from "./module-preloads";
import { preloadHints } from "./preload-hints";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: hashed assets forever-cached (with precompressed .br/.gz twins),
 * other files briefly, and index.html for every other GET so client-side routes load.
 */
export function webApp(root: string) {
  const indexHtml = readFileSync(path.join(root, "index.html"), "utf8");
  const routeScripts = modulePreloads(root);
  const app = new Hono();
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
  app.get("*", (c) => {
    c.header("cache-control", "no-cache");
    const hints = preloadHints(new URL(c.req.url));
    if (hints) c.header("link", hints);
    const scripts = routeScripts(c.req.path);
    return c.html(scripts ? indexHtml.replace("</head>", `${scripts}</head>`) : indexHtml);
  });
  return app;
}
