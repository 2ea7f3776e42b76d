import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../../src/server/app";
import { startServices } from "../../src/server/bootstrap";
import type { AppDeps } from "../../src/server/context";
import { loadEnv } from "../../src/server/env";
import { createLogger } from "../../src/server/http/logger";
import { startWorkers } from "../../src/server/jobs/workers";
import { createStorage } from "../../src/server/storage";
import { openTestDatabase } from "./database";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_SECRET = "test-secret-that-is-long-enough-for-hmac-0123456789";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  close(): Promise<void>;
}

/** The whole API in-process on a fresh database and a temporary upload folder. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-test-"));
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    BASE_URL: TEST_ORIGIN,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    ...envOverrides,
  });
  const database = await openTestDatabase();
  const services = await startServices(env, database, createLogger("silent"), TEST_SECRET);
  const { jobs } = services;
  const deps: AppDeps = { ...services, storage: await createStorage(env) };
  await startWorkers(deps);
  return {
    app: createApp(deps),
    deps,
    close: async () => {
      await jobs.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
