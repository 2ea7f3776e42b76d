import { createApp } from "../../src/server/app";
import { createAuth } from "../../src/server/platform/auth/auth";
import { createLimitStore } from "../../src/server/platform/limits";
import { createProfileFor } from "../../src/server/profiles/profiles.service";
import { TEST_PASSWORD_HASHING } from "./password-hashing";
import { TEST_SECRET, type TestApp } from "./test-app";

/**
 * Another app server on the same database (and the same REDIS_URL, if set): its own auth
 * instance and its own limit store, as a second process would have, so any count the two
 * share must go through the store. Call `close` when done.
 */
export function secondServer(first: TestApp): TestApp {
  const { deps } = first;
  const limits = createLimitStore(deps.env, deps.database, deps.logger);
  const auth = createAuth({
    db: deps.db,
    env: deps.env,
    secret: TEST_SECRET,
    mailer: deps.mailer,
    logger: deps.logger,
    limits,
    signInAttemptsPerMinute: deps.env.SIGN_IN_RATE_LIMIT,
    passwordHashing: TEST_PASSWORD_HASHING,
    onAccountCreated: (account) => createProfileFor(deps.db, account),
  });
  const secondDeps = { ...deps, auth, limits };
  return { app: createApp(secondDeps), deps: secondDeps, close: () => limits.close() };
}
