import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../../src/server/app";
import { createAuth } from "../../src/server/auth/auth";
import type { AppDeps } from "../../src/server/context";
import { loadEnv } from "../../src/server/env";
import { createLogger } from "../../src/server/http/logger";
import { createStorage } from "../../src/server/storage";
import { openTestDatabase } from "./database";

export const TEST_ORIGIN = "http://localhost:3000";

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
  const auth = createAuth({
    db: database.db,
    env,
    secret: "test-secret-that-is-long-enough-for-hmac-0123456789",
    signInAttemptsPerMinute: env.SIGN_IN_RATE_LIMIT,
  });
  const deps: AppDeps = {
    env,
    database,
    db: database.db,
    auth,
    storage: await createStorage(env),
    logger: createLogger("silent"),
  };
  return {
    app: createApp(deps),
    deps,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
