import { Readable } from "node:stream";
import { type Context, Hono } from "hono";
import { basePath } from "hono/route";
import { ApiError, errorResponse } from "../http/errors";
import { isSafeKey } from "./keys";
import { resolveRangeHeader } from "./range-header";
import type { ByteRange, Storage, StoredFileInfo } from "./storage";

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

    const validators = {
      ETag: info.etag,
      "Last-Modified": info.updatedAt.toUTCString(),
      "Cache-Control": key.startsWith(OPERATOR_FOLDER) ? REPLACEABLE : IMMUTABLE,
    };
    if (isNotModified(c, info)) return c.body(null, 304, validators);

    const outcome = rangeStillValid(c, info)
      ? resolveRangeHeader(c.req.header("range"), info.size)
      : ({ kind: "full" } as const);
    if (outcome.kind === "unsatisfiable") {
      c.header("Content-Range", `bytes */${info.size}`);
      return errorResponse(
        c,
        new ApiError("RANGE_NOT_SATISFIABLE", "The requested range is not satisfiable"),
      );
    }
    const range = outcome.kind === "partial" ? outcome.range : undefined;
    const headers = { ...validators, ...representationHeaders(info, range) };
    const status = range ? 206 : 200;
    if (c.req.method === "HEAD") return c.body(null, status, headers);

    const file = await storage.get(key, range);
    if (!file) return notFound(c);
    return c.body(Readable.toWeb(file.body) as ReadableStream, status, headers);
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

function representationHeaders(info: StoredFileInfo, range: ByteRange | undefined) {
  const length = range ? range.end - range.start + 1 : info.size;
  return {
    "Content-Type": info.contentType,
    "Content-Length": String(length),
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
    ...(range && { "Content-Range": `bytes ${range.start}-${range.end}/${info.size}` }),
  };
}

/** HTTP dates have whole seconds, so the file's time is compared at that precision. */
function httpTime(date: Date): number {
  return Math.floor(date.getTime() / 1000) * 1000;
}

/** If-None-Match wins over If-Modified-Since (RFC 9110, 13.2.2); tags compare weakly. */
function isNotModified(c: Context, info: StoredFileInfo): boolean {
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    return tags.includes("*") || tags.includes(info.etag.replace(/^W\//, ""));
  }
  const ifModifiedSince = c.req.header("if-modified-since");
  return ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= httpTime(info.updatedAt);
}

/**
 * A client resuming a download sends If-Range with the version it holds; when the file is no
 * longer that version, the range is ignored and the whole file sent (RFC 9110, 13.1.5).
 */
function rangeStillValid(c: Context, info: StoredFileInfo): boolean {
  const ifRange = c.req.header("if-range");
  if (ifRange === undefined) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return ifRange === info.etag;
  return Date.parse(ifRange) === httpTime(info.updatedAt);
}
