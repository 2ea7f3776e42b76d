import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import type { Logger } from "../http/logger";
import type { Storage } from "../storage/storage";

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
