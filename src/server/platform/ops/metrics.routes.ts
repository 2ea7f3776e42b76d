import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Registry } from "prom-client";
import type { AppBindings } from "../context";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith("Bearer ") ? header.slice(7) : "";
  // Equal-length digests: the comparison's time says nothing about the token's length either.
  return timingSafeEqual(digest(given), digest(token));
}

/** GET /metrics in Prometheus text format, only with `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsRoutes(registry: Registry, token: string) {
  return new Hono<AppBindings>().get("/metrics", async (c) => {
    if (!bearerMatches(c.req.header("authorization"), token)) {
      c.header("www-authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    c.header("cache-control", "no-store");
    return c.body(await registry.metrics(), 200, { "content-type": registry.contentType });
  });
}
