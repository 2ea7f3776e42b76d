import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/platform/db/client";
import { MIGRATIONS_FOLDER } from "../../src/server/platform/db/migrate";
import { upgradeDatabase } from "../../src/server/upgrade-database";
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

/** A digest of the committed migrations: a template built from the same ones is reused. */
function migrationsDigest(): string {
  const hash = createHash("sha256");
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest("hex").slice(0, 12);
}

/**
 * On PostgreSQL: a template database named by the migrations' digest, built once and kept on the
 * server for later runs. It is built under a name of its own and renamed when complete, so a run
 * that died halfway never leaves a template others would copy.
 */
async function postgresTemplate(serverUrl: string, digest: string): Promise<string> {
  const template = `hs_template_${digest}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
    if (found.rowCount) return template;
    const building = `${template}_${process.pid}`;
    await admin.query(`create database ${building}`);
    const handle = await openDatabase({ url: databaseUrlFor(serverUrl, building), poolSize: 1 });
    await upgradeDatabase(handle, NO_FILES);
    await handle.close();
    try {
      await admin.query(`alter database ${building} rename to ${template}`);
    } catch {
      // Another run finished the same template first.
      await admin.query(`drop database if exists ${building}`);
    }
    return template;
  } finally {
    await admin.end();
  }
}

/** On PGlite: a dump of a migrated data folder, kept in .tmp by the migrations' digest. */
async function pgliteTemplate(digest: string): Promise<string> {
  const file = path.resolve(`.tmp/pglite-template-${digest}.tar`);
  if (existsSync(file)) return file;
  const handle = await openDatabase({});
  await upgradeDatabase(handle, NO_FILES);
  // Drizzle keeps its driver client on $client; only the PGlite one can dump its data folder.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/**
 * Migrates once per set of migrations, then every test file starts from a copy: a PGlite dump
 * (about a second to load, against 5 s for a fresh initdb) or, on PostgreSQL,
 * `CREATE DATABASE ... TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const digest = migrationsDigest();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide("pgTemplate", await postgresTemplate(serverUrl, digest));
    project.provide("pgliteTemplate", "");
  } else {
    project.provide("pgliteTemplate", await pgliteTemplate(digest));
    project.provide("pgTemplate", null);
  }
}
