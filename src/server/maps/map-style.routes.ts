import { Hono } from "hono";
import type { Env } from "../platform/env";
import { ApiError, errorResponse } from "../platform/http/errors";
import type { Storage } from "../platform/storage/storage";
import { missingBasemapFiles } from "./basemap-files";
import { selfHostedStyle } from "./self-hosted-style";

interface MapStyleDeps {
  env: Pick<Env, "BASE_URL" | "baseUrlConfigured">;
  storage: Storage;
}

/**
 * The self-hosted basemap's style (MAP_STYLE_URL=self), while its files are in storage. Its URLs
 * name BASE_URL, the site's public address; without one, the address this request reached, as
 * the origin rules do (trusted-origin.ts).
 */
export function mapStyleRoutes({ env, storage }: MapStyleDeps) {
  return new Hono().get("/style.json", async (c) => {
    const missing = await missingBasemapFiles(storage);
    if (missing.length > 0) {
      return errorResponse(
        c,
        ApiError.notFound(`The self-hosted basemap lacks ${missing.join(", ")} in storage`),
      );
    }
    const origin = env.baseUrlConfigured ? new URL(env.BASE_URL).origin : new URL(c.req.url).origin;
    // The files may be replaced or removed at any time: ask again each time.
    c.header("Cache-Control", "no-cache");
    return c.json(selfHostedStyle(origin));
  });
}
