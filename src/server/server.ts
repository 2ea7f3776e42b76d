import { createServer, type RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import { startRuntime } from "./bootstrap";
import { seedDemoContent } from "./demo/seed";
import { startStagedUploadSweeper } from "./manage-properties/staged-uploads.service";
import type { WebBuild } from "./pages/web-build";
import { EnvError, loadEnv } from "./platform/env";
import { drainableListener } from "./platform/http/drain";
import { createLogger } from "./platform/http/logger";
import { handleProcessErrors } from "./platform/ops/process-errors";
import { startWorkers } from "./workers";

/** How long requests and jobs in flight get to finish after SIGTERM before the process exits. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ServerOptions {
  /** The web app's pages; without them only the API and media are served. */
  web?: WebBuild;
  /** Puts something in front of the app, e.g. Vite's middleware in development. */
  wrap?: (app: RequestListener) => RequestListener;
}

/** Starts the one process: env, database, demo content, the app, graceful stop on signals. */
export async function startServer({ web, wrap = (app) => app }: ServerOptions): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const runtime = await startRuntime(env, logger);
  if (env.SEED_DEMO) await seedDemoContent(runtime);
  if (!web) logger.warn("no web build found; run `npm run build` to serve the app");
  // Loaded before listening, so the first page after each start does not wait for the import; in
  // development Vite loads it anew for each request anyway.
  if (web?.mode === "production") await web.load();

  await startWorkers(runtime);
  let stopping = false;
  const app = createApp({ ...runtime, web, isDraining: () => stopping });
  // Listing photos uploaded but never saved into a listing are removed after a day.
  const stopSweeper = startStagedUploadSweeper(runtime);
  const requests = drainableListener(wrap(getRequestListener(app.fetch)));
  const server = createServer(requests.listener);
  server.listen(env.PORT, env.HOST, () => {
    logger.info("listening", {
      url: env.BASE_URL,
      port: env.PORT,
      database: runtime.database.kind,
    });
  });

  // Set to 1 by an uncaught exception, even one during a drain that SIGTERM began.
  let exitCode = 0;
  const stop = (reason: string, code: 0 | 1 = 0) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    stopSweeper();
    logger.info("shutting down", { reason });
    // Stop accepting connections and answer what is in flight, telling kept-alive clients to
    // go (new requests on their connections get 503), then stop the job workers (running jobs
    // finish), close the limit store and the database. What still runs after the grace is cut.
    const force = setTimeout(() => {
      logger.warn("shutdown cut short", { afterMs: SHUTDOWN_GRACE_MS });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    requests.drain(server, () => {
      runtime.shutdown().then(
        () => process.exit(exitCode),
        (error: unknown) => {
          logger.error("shutdown failed", { error: String(error) });
          process.exit(1);
        },
      );
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  handleProcessErrors(logger, (reason) => stop(reason, 1));
}

/** Runs `start`, turning a start-up failure into one line and exit code 1. */
export function exitOnFailure(start: Promise<void>): void {
  start.catch((error: unknown) => {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
