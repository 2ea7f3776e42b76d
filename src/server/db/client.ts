import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The common ground of the PGlite and node-postgres drivers; services only see this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when a trivial query succeeds, rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

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
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Fail fast when the server is gone, rather than queueing requests behind a dead socket.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
