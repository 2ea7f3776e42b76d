import type { DatabaseHandle } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../http/logger";
import { guardedLimitStore } from "./guarded-store";
import type { LimitStore } from "./limit-store";
import { createPostgresLimitStore } from "./postgres-limit-store";
import { createRedisLimitStore } from "./redis-limit-store";

/** Redis when REDIS_URL is set, the app's database otherwise. */
export function createLimitStore(env: Env, database: DatabaseHandle, logger: Logger): LimitStore {
  return env.REDIS_URL
    ? guardedLimitStore(createRedisLimitStore(env.REDIS_URL), logger, "redis")
    : guardedLimitStore(createPostgresLimitStore(database.db), logger, "postgres");
}
