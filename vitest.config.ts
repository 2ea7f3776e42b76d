import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import LongFilesFirst from "./tests/setup/long-files-first";

const root = import.meta.dirname;
const alias = { "@": path.resolve(root, "src") };
const failOnConsoleError = "tests/setup/fail-on-console-error.ts";

const EMBEDDED_SET = [
  "tests/api/demo-seed.test.ts",
  "tests/api/seed.test.ts",
  "tests/api/jobs-queue.test.ts",
  "tests/api/shared-limits.test.ts",
  "tests/api/auth.test.ts",
  "tests/api/properties-search.test.ts",
  "tests/api/saved.test.ts",
  "tests/api/manage-properties-save.test.ts",
  "tests/api/inbox-threads.test.ts",
  "tests/api/positions.test.ts",
];

/**
 * Component tests that need imports of their own: those that replace a module with vi.mock
 * (found by reading them, so none is missed) and the listing page's, whose gallery test loses
 * its location probe once other route files ran in the worker (cause not found yet).
 */
const COMPONENTS_ISOLATED = [
  ...readdirSync(path.join(root, "src/web"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.tsx"))
    .map((file) => path.join("src/web", file))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), "utf8"))),
  "src/web/app/routes/property.test.tsx",
].sort();

function componentsProject(
  name: string,
  include: string[],
  isolate: boolean,
  exclude: string[] = [],
) {
  return {
    resolve: { alias },
    extends: true as const,
    test: {
      name,
      include,
      exclude,
      isolate,
      environment: "happy-dom" as const,
      environmentOptions: { happyDOM: { url: "http://localhost:3000/" } },
      setupFiles: [failOnConsoleError, "tests/components/setup.ts"],
    },
  };
}

/** The API in-process on a database of its own per file. */
function apiProject(name: string, include: string[]) {
  return {
    resolve: { alias },
    extends: true as const,
    test: {
      name,
      include,
      environment: "node" as const,
      globalSetup: ["tests/setup/global-setup.ts"],
      setupFiles: [failOnConsoleError, "tests/setup/fail-on-pg-deprecation.ts"],
      // Hang guards, not budgets: uploads of hundreds of megabytes, fuzzers and child servers
      // take several times longer on a busy shared host than on a quiet one.
      testTimeout: 60_000,
      hookTimeout: 120_000,
      pool: "forks" as const,
      // Files share their worker's modules instead of importing the app afresh: that import
      // took 1-2 s per file. Every file still gets its own database and app instance, and the
      // app keeps no state in modules (rate limits live with each app).
      isolate: false,
      // Every file has a database of its own, so files run side by side safely. On
      // PostgreSQL the tests mostly wait on the server process, so a third worker keeps both
      // cores busy.
      maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
    },
  };
}

export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // CI retries a failed test once, as the journeys do: a busy shared host can miss a wait that
    // a quiet one meets. `npm test` reports every test that passed only on its retry.
    retry: process.env.CI ? 1 : 0,
    // Vitest leaves a core free by default, which on a 2-core host is half the machine.
    maxWorkers: 2,
    // Read from the root config only: a project's own sequencer is ignored. It orders the API
    // suite's longest files first; the other projects have none of them.
    sequence: { sequencer: LongFilesFirst },
    // Printed by the component run (`--coverage`): how much of the web code its tests reach.
    coverage: {
      provider: "v8",
      include: ["src/web/**/*.{ts,tsx}"],
      exclude: ["src/web/**/*.test.{ts,tsx}"],
      reporter: ["text-summary"],
      reportsDirectory: ".tmp/coverage",
    },
    projects: [
      {
        // Pure logic: shared code, server helpers, web helpers without a DOM.
        resolve: { alias },
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "src/**/*.test.ts"],
          environment: "node",
          // Pure tests keep no state in modules (stubs are undone after each): sharing the
          // worker's imports took the run from 31 s to 7 s.
          isolate: false,
          setupFiles: [failOnConsoleError],
        },
      },
      // Components and route modules in a DOM, with the API answered by msw. Files share their
      // worker's imports (the setup file resets the DOM, storage, address, toasts and handlers
      // after each test): importing React, the router and happy-dom afresh per file was two
      // thirds of the run's CPU. Files that replace a module with vi.mock keep their own imports,
      // since a module another file loaded first would keep the real one.
      componentsProject("components", ["src/web/**/*.test.tsx"], false, COMPONENTS_ISOLATED),
      componentsProject("components-isolated", COMPONENTS_ISOLATED, true),
      apiProject("api", ["tests/api/**/*.test.ts"]),
      // The embedded database's own set, run without TEST_DATABASE_URL: migrations (the
      // template), the client, the job queue, the rate-limit store, the demo seed, a search and
      // a write of each kind.
      apiProject("embedded", EMBEDDED_SET),
    ],
  },
});
