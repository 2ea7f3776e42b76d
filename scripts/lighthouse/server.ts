import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../../src/server/app";
import { startRuntime } from "../../src/server/bootstrap";
import { seedDemoContent } from "../../src/server/demo/seed";
import { webBuildAt } from "../../src/server/pages/page-routes";
import { loadEnv } from "../../src/server/platform/env";
import { BASELINE_HTML, BASELINE_PATH } from "./baseline";

/**
 * The production server for `npm run lighthouse` and `npm run size` (started by fork-server.ts),
 * run as a child process so the parent's own work (Lighthouse's trace processing, a browser's
 * bookkeeping) never delays a response: the built web app from LH_WEB_ROOT,
 * the embedded database in a fresh data folder, demo content, and the blank baseline page. Says
 * "ready" on the IPC channel and removes its data folder when the parent disconnects.
 */
const port = Number(process.env.LH_PORT ?? 3212);
const webRoot = path.resolve(process.env.LH_WEB_ROOT ?? "dist/web");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-lighthouse-"));
const env = loadEnv({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  BASE_URL: `http://localhost:${port}`,
  LOG_LEVEL: "warn",
});
const runtime = await startRuntime(env);
await seedDemoContent(runtime);
const app = createApp({ ...runtime, web: webBuildAt(webRoot) });
const server = serve({
  fetch: (request, bindings) =>
    new URL(request.url).pathname === BASELINE_PATH
      ? new Response(BASELINE_HTML, { headers: { "content-type": "text/html; charset=utf-8" } })
      : app.fetch(request, bindings),
  port,
  hostname: env.HOST,
});
await new Promise<void>((resolve) => server.once("listening", () => resolve()));
process.send?.({ type: "ready", origin: env.BASE_URL });

process.once("disconnect", () => {
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
