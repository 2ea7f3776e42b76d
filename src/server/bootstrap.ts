import path from "node:path";
import { createAuth } from "./auth/auth";
import { resolveAuthSecret } from "./auth/secret";
import type { AppDeps } from "./context";
import { openDatabase } from "./db/client";
import { lockDataDir } from "./db/lock";
import { migrateDatabase } from "./db/migrate";
import type { Env } from "./env";
import { createLogger, type Logger } from "./http/logger";
import { createStorage } from "./storage";

export interface Runtime extends AppDeps {
  /** Closes the database and releases the data folder. */
  shutdown(): Promise<void>;
}

/** Opens and migrates the database and wires the services: shared by the server and the CLI. */
export async function startRuntime(
  env: Env,
  logger: Logger = createLogger(env.LOG_LEVEL),
): Promise<Runtime> {
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  try {
    const database = await openDatabase({
      url: env.DATABASE_URL,
      pgliteDir: path.join(env.DATA_DIR, "db"),
    });
    await migrateDatabase(database);
    const auth = createAuth({
      db: database.db,
      env,
      secret: resolveAuthSecret(env),
      signInAttemptsPerMinute: env.SIGN_IN_RATE_LIMIT,
    });
    return {
      env,
      logger,
      database,
      db: database.db,
      auth,
      storage: await createStorage(env),
      shutdown: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
