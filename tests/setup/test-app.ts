import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../../src/server/app";
import { startServices } from "../../src/server/bootstrap";
import type { AppDeps } from "../../src/server/context";
import { loadEnv } from "../../src/server/platform/env";
import { createLogger } from "../../src/server/platform/http/logger";
import { createStorage } from "../../src/server/platform/storage";
import { startWorkers } from "../../src/server/workers";
import { openTestDatabase } from "./database";
import { TEST_PASSWORD_HASHING } from "./password-hashing";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_SECRET = "test-secret-that-is-long-enough-for-hmac-0123456789";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  close(): Promise<void>;
}

/** The whole API in-process on a fresh database and a temporary upload folder. */
export interface TestAppOptions {
  /**
   * Run the background workers (e-mail, alerts, digests), as every app process does. Off for
   * tests that watch the database for writes: a job of an earlier request may land mid-watch.
   */
  workers?: boolean;
}

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  { workers = true }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-test-"));
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    BASE_URL: TEST_ORIGIN,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    // No test app asks the internet for the street style; the journeys' server meets the fallback.
    MAP_STYLE_URL: "atlas",
    ...envOverrides,
  });
  const database = await openTestDatabase();
  const services = await startServices(
    env,
    database,
    createLogger("silent"),
    TEST_SECRET,
    TEST_PASSWORD_HASHING,
  );
  const { jobs, limits } = services;
  const deps: AppDeps = { ...services, storage: await createStorage(env) };
  if (workers) await startWorkers(deps);
  return {
    app: createApp(deps),
    deps,
    close: async () => {
      await jobs.stop();
      await limits.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
