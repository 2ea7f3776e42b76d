import type { Context, MiddlewareHandler } from "hono";
import { ApiError, errorResponse } from "./errors";
import { isCleanText } from "./storable-text";

export const UNCLEAN_ADDRESS_MESSAGE = "The address contains characters that are not allowed";

/**
 * Whether a request's path and query string are clean text once decoded: no control characters,
 * bidirectional controls or broken surrogates. No link the app makes has them, and a route that
 * reads its address directly would otherwise hand them to a query (NUL fails it with a 500).
 */
export function isCleanAddress(c: Context): boolean {
  const query = Object.entries(c.req.queries()).flatMap(([key, values]) => [key, ...values]);
  return [c.req.path, ...query].every(isCleanText);
}

/** Refuses an API address that is not clean text (isCleanAddress) with a 400. */
export function addressGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (isCleanAddress(c)) return next();
    return errorResponse(c, new ApiError("BAD_REQUEST", UNCLEAN_ADDRESS_MESSAGE));
  };
}
