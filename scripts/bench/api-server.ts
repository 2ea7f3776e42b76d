import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createApp } from "../../src/server/app";
import { startRuntime } from "../../src/server/bootstrap";
import { seedDemoContent } from "../../src/server/demo/seed";
import { webBuildAt } from "../../src/server/pages/page-routes";
import { loadEnv } from "../../src/server/platform/env";
import { createLogger } from "../../src/server/platform/http/logger";
import { startReelProcessingWorker } from "../../src/server/reel-processing/worker";
import { saveProperty } from "../../src/server/saved/saved.service";
import { createOrUpdateUser } from "../../src/server/users/create-user";
import { type BenchServerReady, CEILING_PATH } from "./api-mix";
import { loadCatalogue } from "./catalogue";

/**
 * The production server as `npm run serve` wires it (same env parsing, runtime, demo seed and
 * app), prepared for `npm run bench:api` and run as a child process of it, so the load generator
 * and the server do not share one event loop. Started with fork(); it answers on the IPC channel
 * with what the load needs (port, a signed-in cookie, listing ids) and stops on "stop".
 *
 * The one addition is CEILING_PATH, answered before the app sees the request: constant JSON and
 * no database, the most this process can serve, which the mixes are compared to.
 */
const CEILING_BODY = JSON.stringify({ status: "ok", items: [], note: "no database" });

const rows = Number(process.env.BENCH_ROWS ?? "10000");
const env = loadEnv({ ...process.env, NODE_ENV: "production", SEED_DEMO: "true" });
const logger = createLogger(env.LOG_LEVEL);
const phases: Record<string, number> = {};
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  phases[name] = Math.round(performance.now() - started);
  return result;
}
const runtime = await phase("migrate", () => startRuntime(env, logger));
await phase("demo content", () => seedDemoContent(runtime));
await phase("catalogue", () => runtime.database.unbounded((db) => loadCatalogue(db, rows)));

// The pages too, as `npm run serve` draws them, when the production build is there.
const web = webBuildAt(path.resolve(import.meta.dirname, "../../dist/web"));
const app = createApp({ ...runtime, web });
// Reel uploads are transcoded here, as on every app server, for the runs that measure one.
await startReelProcessingWorker(runtime);

// Listings the detail requests open: demo ones and synthetic ones, in a fixed order.
const picked = (await runtime.db.execute(
  sql`select id from properties order by md5(id::text) limit 500`,
)) as unknown as { rows: { id: string }[] };
const propertyIds = picked.rows.map((row) => row.id);
const counted = (await runtime.db.execute(
  sql`select count(*)::int as n from properties`,
)) as unknown as { rows: { n: number }[] };

// A reader with a few saved listings, for the signed-in share of the mix.
const email = "bench-reader@example.test";
const password = "bench-reader-password";
const reader = await createOrUpdateUser(runtime, { email, password, name: "Bench Reader" });
for (const id of propertyIds.slice(0, 12)) await saveProperty(runtime.db, reader.id, id);

const server = serve({
  // The bindings go on with the request: the app reads the client's address from its socket.
  fetch: (request, bindings) =>
    request.url.endsWith(CEILING_PATH)
      ? new Response(CEILING_BODY, { headers: { "content-type": "application/json" } })
      : app.fetch(request, bindings),
  port: env.PORT,
  hostname: env.HOST,
});
await new Promise<void>((resolve) => server.once("listening", () => resolve()));

/** Signed in over HTTP like a browser, so the session and its cookie are the real ones. */
async function signedInCookie(account: { email: string; password: string }): Promise<string> {
  const signIn = await fetch(`${env.BASE_URL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: env.BASE_URL },
    body: JSON.stringify(account),
  });
  if (signIn.status !== 200) throw new Error(`bench sign-in failed: HTTP ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
const realtor = { email: "bench-realtor@example.test", password, name: "Bench Realtor" };
await createOrUpdateUser(runtime, { ...realtor, role: "realtor" });
const cookie = await signedInCookie({ email, password });
const realtorCookie = await signedInCookie(realtor);

process.send?.({
  type: "ready",
  port: env.PORT,
  cookie,
  realtorCookie,
  propertyIds,
  listings: Number(counted.rows[0]?.n ?? 0),
  pages: web !== undefined,
  phases,
} satisfies BenchServerReady);

process.on("message", (message) => {
  if (message !== "stop") return;
  server.close(async () => {
    await runtime.shutdown();
    process.exit(0);
  });
  if ("closeAllConnections" in server) server.closeAllConnections();
});
