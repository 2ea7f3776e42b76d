import type { DatabaseHandle } from "./platform/db/client";
import { migrateDatabase } from "./platform/db/migrate";
import { completeReelSizes } from "./platform/db/reel-sizes";
import type { Storage } from "./platform/storage/storage";
import { completePositions } from "./properties/positions";
import { completeSavedSearchText } from "./saved-searches/saved-text-upgrade";

/**
 * Brings a database to the code's schema: the migrations, then the data they leave to finish
 * (listings' map positions from the place data, reels' sizes from storage, saved searches'
 * text read as the search reads it).
 */
export function upgradeDatabase(handle: DatabaseHandle, storage: Pick<Storage, "stat">) {
  return migrateDatabase(handle, [
    completePositions,
    (db) => completeReelSizes(db, storage),
    completeSavedSearchText,
  ]);
}
