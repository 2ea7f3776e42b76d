import type { Context } from "hono";
import type { PageApi } from "@/shared/page-data";
import type { AppBindings } from "../platform/context";

/**
 * The visitor's request headers that an API call made for their page carries: the session, the
 * browser, the origin the CSRF check reads, the address chain the limits count, the language.
 */
const VISITOR_HEADERS = [
  "cookie",
  "user-agent",
  "origin",
  "referer",
  "x-forwarded-for",
  "accept-language",
];

/** The whole app's handler, answering a request in this process (Hono's `app.fetch`). */
export type AppFetch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * The JSON API as a page's loaders and actions call it: the app's own routes, in this process,
 * with the visitor's headers, socket and request id, so the rules, limits, answers and errors are
 * the ones the browser meets when it calls the same path.
 */
export function pageApi(fetchApp: AppFetch, c: Context<AppBindings>): PageApi {
  return async (path, init = {}) => {
    // Only the API: a page reading a page would run its loaders again, without end.
    if (!path.startsWith("/api/")) throw new Error(`A page reads only the API, not ${path}`);
    const headers = new Headers(init.headers);
    for (const name of VISITOR_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined && !headers.has(name)) headers.set(name, value);
    }
    headers.set("x-request-id", c.get("requestId"));
    return fetchApp(new Request(new URL(path, c.req.url), { ...init, headers }), c.env);
  };
}
