import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

/**
 * `npm test`: unit and API tests (Vitest), then the production build and the browser journeys
 * (Playwright on Debian's Chromium). Prints one closing line with the totals of both.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** `--api-only`: just the tests that talk to the database (tests/api), e.g. on PostgreSQL in CI. */
const onlyApi = process.argv.includes("--api-only");
mkdirSync(".tmp", { recursive: true });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status === 0) return true;
  // Say which step failed: a runner can end non-zero with every test passed (an unhandled error).
  const ending = result.status === null ? `signal ${result.signal}` : `code ${result.status}`;
  console.error(`\n${[command, ...args].join(" ")} ended with ${ending}`);
  return false;
}

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };

function readVitest(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function readPlaywright(file: string) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

let ok = true;
rmSync(".tmp/vitest.json", { force: true });
ok =
  run(process.execPath, [
    "node_modules/vitest/vitest.mjs",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=.tmp/vitest.json",
    ...(onlyApi ? ["tests/api"] : []),
  ]) && ok;
readVitest(".tmp/vitest.json");

if (!onlyApi) {
  if (!existsSync(CHROMIUM)) {
    if (process.env.CI) {
      console.error(
        `Chromium is missing at ${CHROMIUM}; CI needs it (apt-get install -y chromium).`,
      );
      ok = false;
    } else {
      console.info(
        `NOTICE: skipping browser tests: no Chromium at ${CHROMIUM} (apt-get install -y chromium).`,
      );
    }
  } else {
    ok = run("npm", ["run", "build", "--silent"]) && ok;
    rmSync(".tmp/playwright.json", { force: true });
    ok = run(process.execPath, ["node_modules/@playwright/test/cli.js", "test"]) && ok;
    readPlaywright(".tmp/playwright.json");
  }
}

console.info(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
