import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger";

export interface RequestContextBindings {
  Variables: { requestId: string; clientIp: string };
}

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
function clientIp(c: Parameters<MiddlewareHandler>[0], trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "local";
  }
}

/** Gives each request an id and a client address, and logs one structured line when it ends. */
export function requestContext(
  logger: Logger,
  trustProxy: boolean,
): MiddlewareHandler<RequestContextBindings> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("clientIp", clientIp(c, trustProxy));
    await next();
    c.header("x-request-id", requestId);
    logger.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
