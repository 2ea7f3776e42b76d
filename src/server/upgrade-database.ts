import type { DatabaseHandle } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { completeReelSizes } from "./db/reel-sizes";
import { completePositions } from "./properties/positions";
import type { Storage } from "./storage/storage";

/**
 * Brings a database to the code's schema: the migrations, then the data they leave to finish
 * (listings' map positions from the place data, reels' sizes from storage).
 */
export function upgradeDatabase(handle: DatabaseHandle, storage: Pick<Storage, "stat">) {
  return migrateDatabase(handle, [completePositions, (db) => completeReelSizes(db, storage)]);
}
