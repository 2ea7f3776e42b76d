import type { MiddlewareHandler } from "hono";
import { ApiError, errorResponse } from "./errors";
import { cleanText } from "./storable-text";

const isClean = (text: string) => cleanText(text) === text;

/**
 * Refuses an API address whose path or query string carries control characters, bidirectional
 * controls or a broken surrogate once decoded. No link the app makes has them, and a route that
 * reads its query directly would otherwise hand them to a query (NUL fails it with a 500).
 */
export function addressGuard(): MiddlewareHandler {
  return async (c, next) => {
    const query = Object.entries(c.req.queries()).flatMap(([key, values]) => [key, ...values]);
    if (![c.req.path, ...query].every(isClean)) {
      return errorResponse(
        c,
        new ApiError("BAD_REQUEST", "The address contains characters that are not allowed"),
      );
    }
    return next();
  };
}
