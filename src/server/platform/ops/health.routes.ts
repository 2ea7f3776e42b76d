import { Hono } from "hono";
import type { AppBindings, PlatformDeps } from "../context";

/**
 * Liveness and readiness, apart: /api/live says the process answers (a load balancer restarts
 * it otherwise) and touches nothing; /api/health says it should get traffic: not shutting down
 * and its database answering. Migrations are done by then: a server listens only after them.
 */
export function healthRoutes({
  database,
  isDraining,
}: Pick<PlatformDeps, "database" | "isDraining">) {
  return new Hono<AppBindings>()
    .get("/live", (c) => c.json({ status: "ok" }))
    .get("/health", async (c) => {
      c.header("cache-control", "no-store");
      if (isDraining?.()) return c.json({ status: "draining" }, 503);
      try {
        await database.ping();
        return c.json({ status: "ok" });
      } catch {
        return c.json({ status: "unavailable" }, 503);
      }
    });
}
