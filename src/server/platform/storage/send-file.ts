import { Readable } from "node:stream";
import type { Context } from "hono";
import { ApiError, errorResponse } from "../http/errors";
import { resolveRangeHeader } from "./range-header";
import type { ByteRange, Storage, StoredFileInfo } from "./storage";

/**
 * Answers a GET or HEAD with a stored file: conditional requests (304), byte ranges (206, or 416
 * for one past the end), and the whole file otherwise.
 */
export async function sendStoredFile(
  c: Context,
  storage: Storage,
  key: string,
  info: StoredFileInfo,
  { cacheControl }: { cacheControl: string },
) {
  const validators = {
    ETag: info.etag,
    "Last-Modified": info.updatedAt.toUTCString(),
    "Cache-Control": cacheControl,
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
  if (!file) return errorResponse(c, ApiError.notFound("No such file"));
  return c.body(Readable.toWeb(file.body) as ReadableStream, status, headers);
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
