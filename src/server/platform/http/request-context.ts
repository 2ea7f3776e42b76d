import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import { forwardedClientAddress, limitAddress } from "./client-address";
import type { Logger } from "./logger";

export interface RequestContextBindings {
  Variables: {
    requestId: string;
    /** The client's address as every per-address limit counts it (see limitAddress). */
    clientIp: string;
  };
}

/** The request being served, for code that has no Hono context (the process's error handlers). */
const requestScope = new AsyncLocalStorage<string>();

/** The id of the request whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore();
}

function socketAddress(c: Parameters<MiddlewareHandler>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests) have no socket.
    return "local";
  }
}

/**
 * Gives each request an id and a client address, and logs one structured line when it ends.
 * `trustedProxyHops` is how many proxies in front of the app append to X-Forwarded-For (0: none,
 * the socket's address is the client's).
 */
export function requestContext(
  logger: Logger,
  trustedProxyHops: number,
): MiddlewareHandler<RequestContextBindings> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    const address = forwardedClientAddress(
      c.req.header("x-forwarded-for"),
      socketAddress(c),
      trustedProxyHops,
    );
    c.set("clientIp", limitAddress(address));
    await requestScope.run(requestId, next);
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
