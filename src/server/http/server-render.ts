import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import type { RenderedPage, RenderRequest } from "@/web/entry-server";
import type { Logger } from "./logger";

/** A whole request to the app, answered in-process (the root app's fetch, with its bindings). */
export type AppFetch = (request: Request, env: unknown) => Response | Promise<Response>;

export interface ServerRenderer {
  /** The page's markup and state, or null when the browser should draw it (see renderPage). */
  render(c: Context, path: string): Promise<RenderedPage | null>;
}

/**
 * The server bundle `npm run build` writes beside a web build (dist/ssr next to dist/web), or
 * undefined when there is none (the browser then draws every page).
 */
export function ssrEntryBeside(webRoot: string): string | undefined {
  const entry = path.join(webRoot, "..", "ssr", "entry-server.js");
  return existsSync(entry) ? entry : undefined;
}

/** A page that takes longer than this is sent for the browser to draw, so HTML never waits long. */
const RENDER_BUDGET_MS = 1500;

/** Request headers the page's API reads pass on from the visitor's request. */
const FORWARDED_HEADERS = ["cookie", "user-agent", "x-forwarded-for", "accept-language"];

/**
 * Loads the server bundle (dist/ssr/entry-server.js, built by `npm run build`) and renders pages
 * with it. The page's API reads go through `appFetch` with the visitor's cookies, so a signed-in
 * visitor gets their own header and saved hearts, and no request leaves the process.
 */
export function serverRenderer(entry: string, appFetch: AppFetch, logger: Logger): ServerRenderer {
  let module: Promise<{ renderPage(request: RenderRequest): Promise<RenderedPage | null> }> | null =
    null;
  return {
    async render(c, path) {
      module ??= import(pathToFileURL(entry).href);
      const { renderPage } = await module;
      const headers = new Headers({ accept: "application/json" });
      for (const name of FORWARDED_HEADERS) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const api: RenderRequest["api"] = async (apiPath, init) =>
        appFetch(new Request(new URL(apiPath, c.req.url), { method: init.method, headers }), c.env);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
      });
      try {
        const page = await Promise.race([renderPage({ path, api }), timeout]);
        if (!page) logger.info("page left to the browser", { path });
        return page;
      } catch (error) {
        logger.warn("server render failed", {
          path,
          error: error instanceof Error ? error.message : String(error),
        });
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
