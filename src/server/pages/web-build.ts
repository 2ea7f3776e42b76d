import type { ServerBuild } from "react-router";

/** The web app's pages: React Router's request handler, and the browser's files beside it. */
export interface WebBuild {
  /** dist/web/client; absent in development, where Vite serves the browser's files. */
  clientRoot?: string;
  /** The server build (React Router's `ServerBuild`), loaded once, or anew per request in development. */
  load: () => Promise<ServerBuild>;
  mode: "production" | "development";
}
