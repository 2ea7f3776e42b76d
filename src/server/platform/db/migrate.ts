import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Database, DatabaseHandle } from "./client";
import { rawRows } from "./raw-rows";

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../drizzle",
);

/** How many migrations the database has applied (drizzle's own bookkeeping table). */
async function appliedMigrations(db: Database): Promise<number> {
  const rows = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Applies the committed drizzle-kit migrations; the same files serve PGlite and PostgreSQL.
 * When any ran, it then vacuums and analyzes: a migration that rewrites a table (a new stored
 * column, say) leaves it without statistics or a visibility map, and until autovacuum comes
 * round the planner would shun the index-only scans that searches rely on (decision 005).
 * `completions` finish, after the migrations, what SQL alone cannot (data read from files or
 * reference data); each is cheap once done, as they run on every start.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  completions: ((db: Database) => Promise<void>)[] = [],
): Promise<void> {
  // On a connection without the requests' statement timeout (client.ts): a migration or the
  // vacuum after it may take minutes on a large database.
  await handle.unbounded(async (db) => {
    const before = await appliedMigrations(db).catch(() => 0);
    await runMigrations(handle.kind, db);
    for (const complete of completions) await complete(db);
    // VACUUM cannot run inside a transaction; this is a statement of its own.
    if ((await appliedMigrations(db)) > before) await db.execute(sql`vacuum (analyze)`);
  });
}

async function runMigrations(kind: DatabaseHandle["kind"], db: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // The two migrators are typed for their own driver; the handle's kind says which one it is.
  if (kind === "pglite") {
    // Imported here: it loads PGlite, which a server on PostgreSQL never needs (client.ts).
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migratePg(db as unknown as Parameters<typeof migratePg>[0], config);
  }
}
