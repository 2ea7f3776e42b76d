import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT } from "./tests/e2e/support/accounts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Fails the run if the server logged an unhandled rejection or uncaught exception.
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous for the shared CI hosts, where a journey can run three times slower than on a quiet
  // machine; a hung test still ends in two minutes.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace for every journey costs about a tenth of the run; in CI (one retry) a
    // failure's retry records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      // The machine has no network: keep Chromium from reaching out for updates and services.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        // WebGL for the maps (MapLibre) on the CPU: SwiftShader, which Chromium only lends to
        // WebGL when asked.
        "--use-angle=swiftshader",
        "--enable-unsafe-swiftshader",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: "performance/**",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // Timing budgets, outside the CI gate: `npm run perf` runs them alone (--no-deps); after
      // every other journey when a whole `playwright test` asks for them.
      name: "performance",
      testMatch: "performance/**",
      dependencies: ["desktop"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/support/serve.ts",
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
