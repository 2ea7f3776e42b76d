import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { startRuntime } from "./bootstrap";
import { seedDemoContent } from "./db/seed";
import { EnvError, loadEnv } from "./env";
import { createLogger } from "./http/logger";
import { startStagedUploadSweeper } from "./manage-properties/staged-uploads.service";
import { webBuildAt } from "./pages/page-routes";

const WEB_ROOT = path.resolve(import.meta.dirname, "../../dist/web");

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const runtime = await startRuntime(env, logger);
  if (env.SEED_DEMO) await seedDemoContent(runtime);
  const web = webBuildAt(WEB_ROOT);
  if (!web) logger.warn("no web build found; run `npm run build` to serve the app", { WEB_ROOT });

  const app = createApp({ ...runtime, web });
  // Listing photos uploaded but never saved into a listing are removed after a day.
  const stopSweeper = startStagedUploadSweeper(runtime);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info("listening", {
      url: env.BASE_URL,
      port: info.port,
      database: runtime.database.kind,
    });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopSweeper();
    logger.info("shutting down", { signal });
    // Stop accepting connections, let in-flight requests finish, then close the database.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await runtime.shutdown();
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
