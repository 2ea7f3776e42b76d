import { count } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AppBindings, PlatformDeps } from "../context";
import { sentEmails } from "../db/schema";

const REQUEST_LABELS = ["method", "route", "status"] as const;

/**
 * The app's Prometheus metrics, one registry per app (no module-level state): requests by
 * matched route pattern (never the raw URL, which would make a series per listing id), the
 * database pool, the job queue and e-mails sent. Queue and e-mail figures are read from the
 * database at scrape time, so every server reports the same totals.
 */
export function createMetrics({
  database,
  db,
  jobs,
}: Pick<PlatformDeps, "database" | "db" | "jobs">) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "homescope_http_requests_total",
    help: "HTTP requests answered, by method, matched route pattern and status",
    labelNames: REQUEST_LABELS,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "homescope_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, matched route pattern and status",
    labelNames: REQUEST_LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "homescope_db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting); absent on PGlite",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const use = database.poolUse?.();
      if (!use) return;
      for (const [state, n] of Object.entries(use)) this.set({ state }, n);
    },
  });
  new Gauge({
    name: "homescope_jobs",
    help: "Background jobs by state (queued, active, failed, done), all servers together",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      for (const [state, n] of Object.entries(await jobs.counts())) this.set({ state }, n);
    },
  });
  new Gauge({
    name: "homescope_emails_sent",
    help: "E-mails sent, all servers together (the Outbox's rows)",
    registers: [registry],
    async collect() {
      const [row] = await db.select({ n: count() }).from(sentEmails);
      this.set(row?.n ?? 0);
    },
  });

  const measure: MiddlewareHandler<AppBindings> = async (c, next) => {
    const started = performance.now();
    await next();
    const labels = {
      method: c.req.method,
      // After next(), the index of the handler that answered (not a later catch-all that matched
      // too); a page's own route pattern, since one handler answers them all.
      route: c.get("pageRoute") ?? routePath(c),
      status: String(c.res.status),
    };
    requests.inc(labels);
    latency.observe(labels, (performance.now() - started) / 1000);
  };
  return { registry, measure };
}
