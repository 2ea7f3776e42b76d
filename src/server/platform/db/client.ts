import { mkdirSync } from "node:fs";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

type Schema = typeof schema;
/** The common ground of the PGlite and node-postgres drivers; services only see this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs one statement (or, without values, a script) with $1-style parameters. */
type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * How a job queue reaches this database: a pool of its own on PostgreSQL, the one connection
   * on PGlite (which cannot be opened twice).
   */
  queueConnection: { url: string } | { executeSql: ExecuteSql };
  /** Resolves when a trivial query succeeds, rejects otherwise (within about 3 s). */
  ping(): Promise<void>;
  /**
   * Runs work that may take longer than a request may (migrations, vacuum, bulk loads) on a
   * connection of its own without the request timeouts; on PGlite, on the one database.
   */
  unbounded<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections, for the metrics; PGlite has one, so none. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * On PostgreSQL a request never waits long for a database that is gone or stuck: connecting (or
 * waiting for a free pooled connection) gives up after CONNECT_TIMEOUT_MS, the server cancels a
 * statement after STATEMENT_TIMEOUT_MS, and QUERY_TIMEOUT_MS (a little longer, so the server's
 * cancel normally wins and the connection stays usable) covers a server that no longer answers
 * at all. Each failure is answered 503 by the error handler (http/errors.ts).
 */
export const CONNECT_TIMEOUT_MS = 3000;
const STATEMENT_TIMEOUT_MS = 4000;
export const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 1000;
/** The health check answers within about this long even when the server has gone silent. */
const PING_TIMEOUT_MS = 2000;

export interface OpenOptions {
  /** A postgres:// URL; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; in memory when omitted. */
  pgliteDir?: string;
  /** A saved PGlite data folder (from dumpDataDir) to start from, for fast test databases. */
  pgliteLoad?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.pgliteDir) mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  // Loaded only for the embedded database, so a server on PostgreSQL, and each of its API test
  // files, start without paying for it.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
  ]);
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteLoad,
    // Text search uses trigram indexes; PGlite loads extensions only when registered here.
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    queueConnection: {
      executeSql: async (text, values) => {
        if (values?.length) return client.query(text, values);
        // A script of several statements (the queue's schema) can only go through exec.
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    ping: async () => {
      await client.query("select 1");
    },
    unbounded: (work) => work(db),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // A transaction left open by a stuck request must not hold its locks for long.
    idle_in_transaction_session_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    // Notice a peer that vanished without closing the connection (a dropped network path).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A pooled connection that breaks while idle (the server restarts, the network drops) emits
  // 'error' on the pool; without a listener that would crash the process. The pool discards
  // the connection and opens a new one when next needed, so there is nothing else to do.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  // node-postgres reads a per-query query_timeout; its type declarations do not list it.
  const probe: pg.QueryConfig & { query_timeout: number } = {
    text: "select 1",
    query_timeout: PING_TIMEOUT_MS,
  };
  return {
    db,
    kind: "postgres",
    queueConnection: { url },
    ping: async () => {
      await pool.query(probe);
    },
    unbounded: async (work) => {
      const client = new pg.Client({ connectionString: url });
      // Same reason as the pool's listener: a broken connection reports through the failing query.
      client.on("error", () => {});
      await client.connect();
      try {
        return await work(
          drizzlePg({ client, schema, casing: "snake_case" }) as unknown as Database,
        );
      } finally {
        await client.end();
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
