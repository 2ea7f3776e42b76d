import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app";
import { TestClient } from "./test-client";

/** The file's test app, usable wherever a `TestApp` is, plus one shared client for it. */
export interface TestAppContext extends TestApp {
  /** A client made once for the whole file, so it keeps its cookies from test to test. */
  readonly client: TestClient;
}

/**
 * Starts the whole API (see `createTestApp`) before the file's tests and closes it after them.
 * Call it at the top of a test file; the returned object can be used only inside hooks and tests,
 * and throws a clear error if it is read before the app has started.
 */
export function setupTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): TestAppContext {
  let testApp: TestApp | undefined;
  let client: TestClient | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(envOverrides, options);
    client = new TestClient(testApp);
  });
  afterAll(() => testApp?.close());

  const started = (): { testApp: TestApp; client: TestClient } => {
    if (!testApp || !client)
      throw new Error("setupTestApp: the test app is used before its beforeAll hook has run");
    return { testApp, client };
  };
  return {
    get app() {
      return started().testApp.app;
    },
    get deps() {
      return started().testApp.deps;
    },
    get client() {
      return started().client;
    },
    close: () => started().testApp.close(),
  };
}
