import pg from "pg";

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, dropped when the run ends; with
 * `existing` the server URL's own database, kept. Without a server URL, PGlite (no url).
 */
export async function throwawayDatabase(
  serverUrl: string | undefined,
  { existing = false, prefix = "hs_bench" } = {},
): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (!serverUrl) return { drop: async () => {} };
  if (existing) return { url: serverUrl, drop: async () => {} };
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${new URL(serverUrl).host} (${error.message}); set DATABASE_URL`,
    );
  });
  // Left over by a run that was killed before it could drop it.
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
