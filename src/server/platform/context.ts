import type { Auth } from "./auth/auth";
import type { Database, DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./http/logger";
import type { JobQueue } from "./jobs/queue";
import type { LimitStore } from "./limits/limit-store";
import type { Storage } from "./storage/storage";

/** The plumbing every part of the server is handed, built once at start-up (or per test file). */
export interface PlatformDeps {
  env: Env;
  database: DatabaseHandle;
  db: Database;
  auth: Auth;
  storage: Storage;
  logger: Logger;
  jobs: JobQueue;
  /** Where every rate limit counts, shared by all app servers. */
  limits: LimitStore;
  /** True once the server is shutting down: readiness then answers 503. */
  isDraining?: () => boolean;
}

export type SessionUser = Auth["$Infer"]["Session"]["user"];
type SessionData = Auth["$Infer"]["Session"]["session"];

/** Variables that middleware puts on the Hono context. */
export interface AppBindings {
  Variables: {
    requestId: string;
    /** The client's address as per-address limits count it: IPv6 by its /64 (limitAddress). */
    clientIp: string;
    user: SessionUser | null;
    session: SessionData | null;
    /** The Content-Security-Policy nonce of this response (securityHeaders). */
    secureHeadersNonce?: string;
    /** A page's route pattern, for the metrics (the pages' handler answers every path). */
    pageRoute?: string;
  };
}
