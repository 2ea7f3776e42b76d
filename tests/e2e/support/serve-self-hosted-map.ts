import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../../../src/server/app";
import { startRuntime } from "../../../src/server/bootstrap";
import { installBasemap } from "../../../src/server/maps/install-basemap";
import { webBuildAt } from "../../../src/server/pages/page-routes";
import { loadEnv } from "../../../src/server/platform/env";
import { writeBasemapSources } from "../../fixtures/basemap-assets";

/**
 * A second production server for the self-hosted basemap's journey: the journeys' own server
 * names a style nobody answers, to meet the atlas fallback. No demo content: an empty map is
 * enough. The port comes as the one argument.
 */
const port = Number(process.argv[2]);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-e2e-map-"));
const env = loadEnv({
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  LOG_LEVEL: "warn",
  MAP_STYLE_URL: "self",
});
const runtime = await startRuntime(env);
await installBasemap(runtime.storage, await writeBasemapSources(dataDir), () => {});
const webRoot = path.resolve(process.env.E2E_WEB_ROOT ?? "dist/web");
serve({
  fetch: createApp({ ...runtime, web: webBuildAt(webRoot) }).fetch,
  port,
  hostname: env.HOST,
});
