import type { MiddlewareHandler } from "hono";

/**
 * For routes whose answers belong to the signed-in member: no shared cache may keep one, and
 * the browser may not store it either. Set after the handler, so errors carry it too.
 */
export const privateNoStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("cache-control", "private, no-store");
};
