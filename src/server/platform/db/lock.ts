import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database allows one process per data folder; a second opener would corrupt it.
 * The server holds this lock while running, and the command line refuses to run beside it.
 */
export class DataDirLockedError extends Error {
  constructor(readonly pid: number) {
    super(
      `The embedded database is in use by a running server (pid ${pid}). Stop the server first, or use PostgreSQL (DATABASE_URL) to run both at once.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock of a data folder; returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "db.lock");
  try {
    const holder = Number(readFileSync(file, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(holder);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    // No lock file, or a stale one from a crashed process: take it.
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
