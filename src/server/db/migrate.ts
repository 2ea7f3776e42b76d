import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../drizzle",
);

/** Applies the committed drizzle-kit migrations; the same files serve PGlite and PostgreSQL. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // The two migrators are typed for their own driver; the handle's kind says which one it is.
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], config);
  } else {
    await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], config);
  }
}
