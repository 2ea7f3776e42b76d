/**
 * `npm run dev`: the one server on :3000 with Vite in front of it. Vite serves the browser's
 * modules with hot reload and builds each page request's React Router handler afresh, so web
 * changes show at once; Node's --watch restarts the process when server code changes.
 */
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { exitOnFailure, startServer } from "../src/server/server";

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

exitOnFailure(
  startServer({
    web: {
      load: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
    },
    wrap: (app) => (request, response) =>
      vite.middlewares(request, response, () => app(request, response)),
  }),
);
