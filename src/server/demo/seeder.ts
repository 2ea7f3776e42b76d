import type { Auth } from "../platform/auth/auth";
import type { Database } from "../platform/db/client";
import type { Logger } from "../platform/http/logger";
import type { Storage } from "../platform/storage/storage";

export interface SeedContext {
  db: Database;
  auth: Auth;
  storage: Storage;
  logger: Logger;
}

/** One slice of demo content; feature areas add theirs to DEMO_SEEDERS in order. */
export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}
