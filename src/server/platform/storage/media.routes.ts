import { type Context, Hono } from "hono";
import { basePath } from "hono/route";
import { ApiError, errorResponse } from "../http/errors";
import { isSafeKey } from "./keys";
import { sendStoredFile } from "./send-file";
import type { Storage } from "./storage";

/**
 * Serves stored files at their key, whatever the driver. Keys carry random ids, so the bytes under
 * a key never change and browsers may cache them for good; except under `maps/`, where an
 * operator puts the self-hosted basemap under fixed names and may replace it.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";
const OPERATOR_FOLDER = "maps/";
/** Files the app keeps but never serves, such as an uploaded video's original (it may carry GPS). */
export const PRIVATE_FOLDER = "private/";
// An hour's staleness at most after a new extract; the PMTiles reader notices a changed ETag
// among the parts it read and reloads them.
const REPLACEABLE = "public, max-age=3600";

export function mediaRoutes(storage: Storage) {
  const app = new Hono();

  // Hono answers HEAD through this handler and drops the body; the file is then never opened.
  app.get("/*", async (c) => {
    const key = keyOf(c);
    const info = key === null || key.startsWith(PRIVATE_FOLDER) ? null : await storage.stat(key);
    if (key === null || !info) return notFound(c);

    return sendStoredFile(c, storage, key, info, {
      cacheControl: key.startsWith(OPERATOR_FOLDER) ? REPLACEABLE : IMMUTABLE,
    });
  });

  app.all("/*", (c) =>
    errorResponse(c, ApiError.notFound(`No media route ${c.req.method} ${c.req.path}`)),
  );

  return app;
}

function notFound(c: Context) {
  return errorResponse(c, ApiError.notFound("No such file"));
}

/**
 * The key is the raw path after the mount point, decoded here exactly once per segment rather
 * than depending on how much of `c.req.path` Hono has decoded already. Undecodable and unsafe
 * keys come back as null.
 */
function keyOf(c: Context): string | null {
  const prefix = `${basePath(c).replace(/\/$/, "")}/`;
  const rawPath = new URL(c.req.url).pathname;
  if (!rawPath.startsWith(prefix)) return null;
  try {
    const key = rawPath.slice(prefix.length).split("/").map(decodeURIComponent).join("/");
    return isSafeKey(key) ? key : null;
  } catch {
    return null;
  }
}
