import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../src/server/app";
import type { TestApp } from "./test-app";

/** The file's app with its pages, and the React Router build that draws them. */
export interface PageApp {
  readonly app: ReturnType<typeof createApp>;
  build(): Promise<ServerBuild>;
}

/**
 * The test app's API with its pages as the server draws them, through React Router's handler
 * built by Vite in-process (as `npm run dev` does), so no production build is needed. Call it at
 * the top of a test file, after `setupTestApp`.
 */
export function setupPageApp(t: Pick<TestApp, "deps">): PageApp {
  let vite: ViteDevServer | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  const build = () => {
    if (!vite) throw new Error("setupPageApp: the pages are used before their beforeAll hook");
    return vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  };
  beforeAll(async () => {
    vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: "custom",
      logLevel: "silent",
    });
    app = createApp({ ...t.deps, web: { mode: "development", load: build } });
  }, 60_000);
  afterAll(() => vite?.close());
  return {
    get app() {
      if (!app) throw new Error("setupPageApp: the pages are used before their beforeAll hook");
      return app;
    },
    build,
  };
}
