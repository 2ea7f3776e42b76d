import type { Auth } from "./auth/auth";
import type { Database, DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./http/logger";
import type { Storage } from "./storage/storage";

/** Everything the HTTP layer needs, built once at start-up (or per test file). */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  db: Database;
  auth: Auth;
  storage: Storage;
  logger: Logger;
  /** Folder of the built web app; the app serves no pages when it is missing. */
  webRoot?: string;
  /** The server-rendering bundle (dist/ssr/entry-server.js); without it the browser draws every page. */
  ssrEntry?: string;
}

export type SessionUser = Auth["$Infer"]["Session"]["user"];
export type SessionData = Auth["$Infer"]["Session"]["session"];

/** Variables that middleware puts on the Hono context. */
export interface AppBindings {
  Variables: {
    requestId: string;
    clientIp: string;
    user: SessionUser | null;
    session: SessionData | null;
  };
}
