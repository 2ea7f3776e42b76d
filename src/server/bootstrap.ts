import path from "node:path";
import type { AppDeps } from "./context";
import { APP_JOB_POLICIES, APP_JOB_QUEUES } from "./jobs";
import { createAppMailer } from "./notifications/app-mailer";
import { createAuth, type PasswordHashing } from "./platform/auth/auth";
import { resolveAuthSecret } from "./platform/auth/secret";
import { type DatabaseHandle, openDatabase } from "./platform/db/client";
import { lockDataDir } from "./platform/db/lock";
import type { Env } from "./platform/env";
import { createLogger, type Logger } from "./platform/http/logger";
import { startJobQueue } from "./platform/jobs/queue";
import { createLimitStore } from "./platform/limits";
import { createMailTransport } from "./platform/mail/transport";
import { createStorage } from "./platform/storage";
import { setVideoBinaries } from "./platform/videos/binaries";
import { createProfileFor } from "./profiles/profiles.service";
import { upgradeDatabase } from "./upgrade-database";

export interface Runtime extends AppDeps {
  /** Closes the database and releases the data folder. */
  shutdown(): Promise<void>;
}

/**
 * The services over an open database: the job queue, the mailer that queues on it, and accounts
 * that send their e-mail through the mailer. Shared by the runtime and the test app.
 */
export async function startServices(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  secret: string,
  passwordHashing?: PasswordHashing,
): Promise<Omit<AppDeps, "storage" | "web">> {
  setVideoBinaries({ ffmpeg: env.FFMPEG_PATH, ffprobe: env.FFPROBE_PATH });
  const jobs = await startJobQueue(database, logger, APP_JOB_QUEUES, APP_JOB_POLICIES);
  const limits = createLimitStore(env, database, logger);
  const transport = createMailTransport(env);
  const mailer = createAppMailer({ env, db: database.db, jobs, transport, secret });
  const auth = createAuth({
    db: database.db,
    env,
    secret,
    mailer,
    logger,
    limits,
    signInAttemptsPerMinute: env.SIGN_IN_RATE_LIMIT,
    passwordHashing,
    onAccountCreated: (account) => createProfileFor(database.db, account),
  });
  return { env, logger, database, db: database.db, auth, jobs, mailer, limits };
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
    const storage = await createStorage(env);
    await upgradeDatabase(database, storage);
    const services = await startServices(env, database, logger, resolveAuthSecret(env));
    const { jobs, limits } = services;
    return {
      ...services,
      storage,
      shutdown: async () => {
        await jobs.stop();
        await limits.close();
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
