import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: ["tests/**/*.test.ts", "src/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Files share their worker's modules instead of importing the app afresh: that import took
    // 1-2 s per file (over two minutes a run). Every file still gets its own database and app
    // instance, and the app keeps no state in modules (rate limits live with each app).
    isolate: false,
    // Every file has a database of its own, so files run side by side safely. Vitest's default
    // (cores - 1) is one worker on these 2-core machines; on PostgreSQL the tests mostly wait on
    // the server process, so a third worker keeps both cores busy.
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
  },
});
