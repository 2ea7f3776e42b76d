import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "../../../src/server/app";
import { startRuntime } from "../../../src/server/bootstrap";
import { demoMarketSeeder } from "../../../src/server/demo/market.seed";
import { DEMO_SEEDERS, seedDemoContent } from "../../../src/server/demo/seed";
import { webBuildAt } from "../../../src/server/pages/page-routes";
import { resolveAuthSecret } from "../../../src/server/platform/auth/secret";
import { loadEnv } from "../../../src/server/platform/env";
import { createLogger } from "../../../src/server/platform/http/logger";
import { handleProcessErrors } from "../../../src/server/platform/ops/process-errors";
import { createOrUpdateUser } from "../../../src/server/users/create-user";
import { startWorkers } from "../../../src/server/workers";
import { startSmtpSink } from "../../setup/smtp-sink";
import { E2E_PASSWORD, E2E_PORT, ROLE_ACCOUNTS } from "./accounts";
import { embeddedMailRoutes } from "./embedded-mail-routes";
import { fixtureRoutes } from "./fixture-routes";
import { mailRoutes } from "./mail-routes";
import { serverErrorWriter } from "./server-errors";

/**
 * The production server on a fresh data folder, for Playwright: the built web app, demo content,
 * and one account per role. Sign-in limits are raised because every test signs in from 127.0.0.1.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-e2e-"));
// The app's e-mail goes to a real SMTP server in this process; journeys read it (mail-routes.ts).
const smtp = await startSmtpSink();
const env = loadEnv({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  // npm test gives the journeys a database on PostgreSQL; on its own the server uses PGlite.
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  // No BASE_URL, as in the README's `npm start`: the app trusts the address it is reached at.
  BASE_URL: "",
  LOG_LEVEL: "warn",
  SIGN_IN_RATE_LIMIT: "10000",
  SMTP_URL: smtp.url,
  // A street style nobody answers for (the discard port refuses): every map meets the fallback to
  // the bundled atlas, whether or not this machine reaches the internet.
  MAP_STYLE_URL: "http://127.0.0.1:9/styles/streets.json",
});
const runtime = await startRuntime(env);
await startWorkers(runtime);
// The journeys count and filter the specification's six listings; the generated market (its own
// API test) would only change their numbers.
await seedDemoContent(
  runtime,
  DEMO_SEEDERS.filter((seeder) => seeder !== demoMarketSeeder),
);
for (const [role, account] of Object.entries(ROLE_ACCOUNTS)) {
  await createOrUpdateUser(runtime, {
    ...account,
    password: E2E_PASSWORD,
    role: role as keyof typeof ROLE_ACCOUNTS,
  });
}
const webRoot = path.resolve(process.env.E2E_WEB_ROOT ?? "dist/web");
const app = new Hono()
  .route("/__e2e", fixtureRoutes(runtime))
  .route("/__e2e/mail", mailRoutes(smtp))
  .route("/__e2e/embedded-mail", embeddedMailRoutes(runtime, resolveAuthSecret(env)))
  .route("/", createApp({ ...runtime, web: webBuildAt(webRoot) }));
serve({ fetch: app.fetch, port: E2E_PORT, hostname: env.HOST });
// As in production (decision 027), but into a file the run checks at its end; after an uncaught
// exception the journeys left would fail anyway, so the server ends at once.
handleProcessErrors(createLogger("error", serverErrorWriter()), () => process.exit(1));
