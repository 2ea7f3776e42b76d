import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname, "src") };
const failOnConsoleError = "tests/setup/fail-on-console-error.ts";

export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        // Pure logic: shared code, server helpers, web helpers without a DOM.
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts"],
          environment: "node",
          setupFiles: [failOnConsoleError],
        },
      },
      {
        // Components and route modules in a DOM, with the API answered by msw.
        resolve: { alias },
        test: {
          name: "components",
          include: ["src/web/**/*.test.tsx"],
          environment: "happy-dom",
          environmentOptions: { happyDOM: { url: "http://localhost:3000/" } },
          setupFiles: [failOnConsoleError, "tests/components/setup.ts"],
        },
      },
      {
        // The API in-process on a database of its own per file.
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/global-setup.ts"],
          setupFiles: [failOnConsoleError],
          pool: "forks",
          // Files share their worker's modules instead of importing the app afresh: that import
          // took 1-2 s per file. Every file still gets its own database and app instance, and the
          // app keeps no state in modules (rate limits live with each app).
          isolate: false,
          // Every file has a database of its own, so files run side by side safely. On
          // PostgreSQL the tests mostly wait on the server process, so a third worker keeps both
          // cores busy.
          maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
        },
      },
    ],
  },
});
