import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import pg from "pg";

/**
 * `npm test`, every layer once: unit and component tests (with the web code's coverage), the API
 * suite on PostgreSQL, the embedded database's own set on PGlite, then the production build and
 * the browser journeys (Playwright on Debian's Chromium, server on PostgreSQL) with their
 * accessibility coverage report. Prints each step's time and one closing line of totals.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const started = Date.now();
mkdirSync(".tmp", { recursive: true });

function seconds(since: number) {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const at = Date.now();
  console.info(`\n::: ${label} (at ${seconds(started)})`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.info(`::: ${label} took ${seconds(at)}`);
  if (result.status === 0) return true;
  // Say which step failed: a runner can end non-zero with every test passed (an unhandled error).
  const ending = result.status === null ? `signal ${result.signal}` : `code ${result.status}`;
  console.error(`\n${label}: ${[command, ...args].join(" ")} ended with ${ending}`);
  return false;
}

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };

interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** Tests that passed after failing once (a retried pass keeps its first failure), named. */
function passedOnRetry(report: VitestReport) {
  const retried = (report.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "passed" && test.failureMessages.length > 0)
      .map(
        (test) => `${file.name}: ${test.fullName}\n    ${test.failureMessages[0]?.split("\n")[0]}`,
      ),
  );
  if (retried.length) console.warn(`\npassed only on a retry:\n  ${retried.join("\n  ")}`);
  return retried.length;
}

/** Files that failed outside their tests (a hook's error): their tests read as passed or skipped. */
function failedOutsideTests(report: VitestReport) {
  return (report.testResults ?? []).filter(
    (file) =>
      file.status === "failed" && file.assertionResults.every((test) => test.status !== "failed"),
  ).length;
}

function vitest(label: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const report = `.tmp/vitest-${label.replace(/\W+/g, "-")}.json`;
  rmSync(report, { force: true });
  const ok = run(
    label,
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...args,
    ],
    env,
  );
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += result.numPassedTests ?? 0;
    totals.flaky += passedOnRetry(result);
    totals.failed += (result.numFailedTests ?? 0) + failedOutsideTests(result);
    totals.skipped += (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
  }
  return ok;
}

function readPlaywright(file: string) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  totals.flaky += stats.flaky ?? 0;
}

/** A database of its own on the PostgreSQL server for this run, or null when none answers. */
async function createDatabase(name: string): Promise<string | null> {
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    return url.toString();
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

let ok = vitest("unit tests", ["--project", "unit"]);
// Two projects: most files share their worker's imports, a few keep their own (vitest.config.ts).
const components = ["--project", "components", "--project", "components-isolated"];
ok = vitest("component tests", [...components, "--coverage"]) && ok;

const journeysDatabase = `hs_e2e_${process.pid}`;
const postgres = await createDatabase(journeysDatabase);
if (postgres) {
  ok =
    vitest("API tests on PostgreSQL", ["--project", "api"], { TEST_DATABASE_URL: SERVER_URL }) &&
    ok;
} else if (process.env.CI) {
  console.error(`No PostgreSQL answers at ${SERVER_URL}; CI runs the API suite on it.`);
  ok = false;
} else {
  console.info(`NOTICE: no PostgreSQL at ${SERVER_URL}: the API suite runs on PGlite instead.`);
  ok = vitest("API tests on PGlite", ["--project", "api"], { TEST_DATABASE_URL: "" }) && ok;
}
ok =
  vitest("embedded database set (PGlite)", ["--project", "embedded"], { TEST_DATABASE_URL: "" }) &&
  ok;

if (!existsSync(CHROMIUM)) {
  if (process.env.CI) {
    console.error(`Chromium is missing at ${CHROMIUM}; CI needs it (apt-get install -y chromium).`);
    ok = false;
  } else {
    console.info(
      `NOTICE: skipping browser tests: no Chromium at ${CHROMIUM} (apt-get install -y chromium).`,
    );
  }
} else {
  ok = run("production build", "npm", ["run", "build", "--silent"]) && ok;
  rmSync(".tmp/playwright.json", { force: true });
  ok =
    // The desktop project: the performance one holds timing budgets, which `npm run perf` runs.
    run(
      "browser journeys",
      process.execPath,
      ["node_modules/@playwright/test/cli.js", "test", "--project=desktop"],
      {
        E2E_DATABASE_URL: postgres ?? "",
      },
    ) && ok;
  readPlaywright(".tmp/playwright.json");
  ok =
    run("accessibility coverage", process.execPath, [
      "--import",
      "tsx",
      "tests/e2e/a11y/summary.ts",
    ]) && ok;
}
if (postgres) await dropDatabase(journeysDatabase);

console.info(
  `\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} passed only on a retry (in ${seconds(started)})`,
);
process.exit(ok && totals.failed === 0 ? 0 : 1);
