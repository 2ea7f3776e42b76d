import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { databaseUrlFor } from "./database-url";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data folder dump, loaded by each test file. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the migrated template database each test file copies. */
    pgTemplate: string | null;
  }
}

/** A new database holds no reels, so there is no stored video to measure. */
export const NO_FILES = { stat: async () => null };

/**
 * Migrates once, then every test file starts from a copy: a PGlite dump (about a second to load,
 * against 5 s for a fresh initdb) or, on PostgreSQL, `CREATE DATABASE ... TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `hs_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ url: databaseUrlFor(serverUrl, template), poolSize: 1 });
    await migrateDatabase(handle, NO_FILES);
    await handle.close();
    project.provide("pgTemplate", template);
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  await migrateDatabase(handle, NO_FILES);
  // Drizzle keeps its driver client on $client; only the PGlite one can dump its data folder.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const file = path.resolve(".tmp/pglite-template.tar");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("pgTemplate", null);
}
