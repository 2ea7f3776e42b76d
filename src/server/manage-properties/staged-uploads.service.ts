import { randomUUID } from "node:crypto";
import { lt } from "drizzle-orm";
import type { StagedPropertyImage } from "@/shared/manage-properties";
import type { Database } from "../platform/db/client";
import { stagedUploads } from "../platform/db/schema";
import type { Logger } from "../platform/http/logger";
import { storeResponsiveImage } from "../platform/images";
import type { Storage } from "../platform/storage/storage";
import { toResponsiveImage } from "../properties/images";
import { deleteImageFilesQuietly } from "./image-files";

export interface StagedUploadDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

/** How long an upload waits for the save that uses it (a day). */
export const STAGED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the server looks for expired uploads. */
const STAGED_UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The oldest creation time an upload may have to still be usable at `now`. */
export function stagedUploadCutoff(now = new Date()): Date {
  return new Date(now.getTime() - STAGED_UPLOAD_TTL_MS);
}

/**
 * Resizes an upload into the responsive widths (throws ImageRejectedError for anything but a
 * readable photo) and records it for its owner. All or nothing: storeResponsiveImage removes its
 * files when a write fails, and the files go again when the row cannot be written.
 */
export async function stageUpload(
  deps: StagedUploadDeps,
  ownerId: string,
  bytes: Uint8Array,
): Promise<StagedPropertyImage> {
  const id = randomUUID();
  const stored = await storeResponsiveImage(deps.storage, `properties/uploads/${id}`, bytes);
  try {
    await deps.db.insert(stagedUploads).values({ id, ownerId, ...stored, bytes: bytes.byteLength });
  } catch (error) {
    await deleteImageFilesQuietly(deps, [stored]);
    throw error;
  }
  return { uploadId: id, ...toResponsiveImage(stored) };
}

/**
 * Removes the uploads older than a day that no save used: rows first, then their files. A save
 * holding one of them locks its row, so the delete waits and then finds it consumed.
 * Returns how many were removed.
 */
export async function sweepStagedUploads(
  deps: StagedUploadDeps,
  now = new Date(),
): Promise<number> {
  const expired = await deps.db
    .delete(stagedUploads)
    .where(lt(stagedUploads.createdAt, stagedUploadCutoff(now)))
    .returning({ storageKey: stagedUploads.storageKey, widths: stagedUploads.widths });
  await deleteImageFilesQuietly(deps, expired);
  return expired.length;
}

/**
 * Sweeps once now and then every STAGED_UPLOAD_SWEEP_INTERVAL_MS. The timer is unref'd so it
 * never keeps the process alive; the returned function stops it.
 */
export function startStagedUploadSweeper(
  deps: StagedUploadDeps,
  intervalMs = STAGED_UPLOAD_SWEEP_INTERVAL_MS,
): () => void {
  const sweep = () => {
    sweepStagedUploads(deps).then(
      (removed) => {
        if (removed > 0) deps.logger.info("expired photo uploads removed", { removed });
      },
      (error: unknown) =>
        deps.logger.warn("expired photo uploads not swept", {
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  };
  const first = setTimeout(sweep, 0);
  const timer = setInterval(sweep, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
