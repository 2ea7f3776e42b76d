import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/platform/db/client";
import { databaseUrlFor } from "./database-url";

/** A fresh, migrated database of its own for one test file; closing it throws it away. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("pgTemplate");
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = `hs_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    // A test database is thrown away after its file: commits need not wait for the disk.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
    const handle = await openDatabase({ url: databaseUrlFor(serverUrl, name), poolSize: 4 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject("pgliteTemplate"));
  return openDatabase({ pgliteLoad: new Blob([dump]) });
}
