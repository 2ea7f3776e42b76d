import { eq, sql } from "drizzle-orm";
import {
  REEL_POSTER_MAX_BYTES,
  type ReelStorageUsage,
  reelStorageFullMessage,
} from "@/shared/manage-reels";
import type { Database } from "../platform/db/client";
import { reels, reelUploads, user } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";

/**
 * What a valid upload body carries besides its video, at most: the poster (5 MB), the title and
 * listing fields and the form's boundaries. The rest of a declared length is video.
 */
const NON_VIDEO_BYTES_MAX = REEL_POSTER_MAX_BYTES + 1024 * 1024;

/**
 * The account's reel storage: its reels' renditions and the originals still waiting to be
 * processed, summed in the database, so every app server counts the same. reels_author_idx and
 * reel_uploads_author_idx find the account's rows.
 */
export async function reelStorageUsage(
  db: Database,
  authorId: string,
  quotaBytes: number,
): Promise<ReelStorageUsage> {
  const sumOf = (column: typeof reels.videoBytes | typeof reelUploads.sourceBytes) =>
    sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const [[published], [waiting]] = await Promise.all([
    db
      .select({ used: sumOf(reels.videoBytes) })
      .from(reels)
      .where(eq(reels.authorId, authorId)),
    db
      .select({ used: sumOf(reelUploads.sourceBytes) })
      .from(reelUploads)
      .where(eq(reelUploads.authorId, authorId)),
  ]);
  return { usedBytes: (published?.used ?? 0) + (waiting?.used ?? 0), quotaBytes };
}

/** A 413 on the form's video field that says how full the storage is. */
function storageFull(usage: ReelStorageUsage): ApiError {
  const message = reelStorageFullMessage(usage);
  return new ApiError("PAYLOAD_TOO_LARGE", message, [{ path: "video", message }]);
}

/**
 * Before the body is read: refuses (413) when the account has no room left, or when the body's
 * declared length leaves more video than the room there is, so no one sends 100 MB that could
 * never be kept. The stored video is measured and checked again (assertRoomForVideo).
 */
export async function assertRoomForUpload(
  db: Database,
  authorId: string,
  quotaBytes: number,
  declaredBytes: number | undefined,
): Promise<void> {
  const usage = await reelStorageUsage(db, authorId, quotaBytes);
  const leastVideo = Math.max(1, (declaredBytes ?? 0) - NON_VIDEO_BYTES_MAX);
  if (usage.usedBytes + leastVideo > quotaBytes) throw storageFull(usage);
}

/**
 * A video of `videoBytes` fits beside the account's reels, or 413. Inside the insert's
 * transaction, `lock` first takes the account's user row, so two uploads racing on any app
 * servers check one after the other and cannot both fill the same room.
 */
export async function assertRoomForVideo(
  db: Database,
  authorId: string,
  quotaBytes: number,
  videoBytes: number,
  { lock = false } = {},
): Promise<void> {
  if (lock) {
    // "No key update": other rows may still reference the user meanwhile (reels included).
    await db.select({ id: user.id }).from(user).where(eq(user.id, authorId)).for("no key update");
  }
  const usage = await reelStorageUsage(db, authorId, quotaBytes);
  if (usage.usedBytes + videoBytes > quotaBytes) throw storageFull(usage);
}
