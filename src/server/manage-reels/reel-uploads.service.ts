import { and, count, eq, sql } from "drizzle-orm";
import { MANAGE_REEL_MESSAGES, REEL_UPLOADS_IN_PROGRESS_MAX } from "@/shared/manage-reels";
import type { AppJobQueue } from "../jobs";
import type { Database } from "../platform/db/client";
import { reelUploads } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import type { StoredResponsiveImage } from "../platform/images";
import type { Storage } from "../platform/storage/storage";
import { VideoRejectedError } from "../platform/videos/errors";
import { isUuid } from "../properties/ids";
import type { CaptionsInput } from "../reels/captions";
import { deleteReelMedia, storeReelPoster } from "../reels/reel-media";
import { assertLinkableProperty, canManageReel, type ReelActor } from "./access";
import { logReelAction } from "./reel-activity";
import { assertRoomForVideo } from "./reel-storage.service";
import type { StoredVideoPart } from "./video-part";

/** Each job is keyed by its upload or reel: the queue runs at most one per key at a time. */
export const TRANSCODE_JOB = "reels.transcode";
/** Someone waits for an upload: it goes before re-encoding older reels. */
const UPLOAD_PRIORITY = 1;

export interface ReelUploadDeps {
  db: Database;
  storage: Storage;
  jobs: AppJobQueue;
  /** Bytes of reel video each account may keep stored. */
  quotaBytes: number;
}

export interface NewReelUpload {
  id: string;
  title: string;
  propertyId?: string | null | undefined;
  /** Already streamed to storage (see upload-form.ts). */
  video: StoredVideoPart;
  /** The uploader's poster; without one, a frame of the video becomes the poster. */
  poster: Uint8Array | null;
  captions: CaptionsInput | null;
  /** The photographer who shot it, when it came from a booking's delivery. */
  creditPhotographerId?: string | null;
}

/** A 409 on the video field while the account already has its fill of videos processing. */
export async function assertRoomToProcess(db: Database, authorId: string): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(reelUploads)
    .where(and(eq(reelUploads.authorId, authorId), eq(reelUploads.status, "processing")));
  if ((row?.n ?? 0) >= REEL_UPLOADS_IN_PROGRESS_MAX) {
    const message = MANAGE_REEL_MESSAGES.tooManyInProgress;
    throw new ApiError("CONFLICT", message, [{ path: "video", message }]);
  }
}

/**
 * Takes an upload in for processing: checks the link, the account's storage and its videos in
 * progress (again in the insert's transaction, after locking the account, so racing uploads on
 * any app server count one after the other), stores the poster if there is one, and enqueues the
 * transcode with the row. All or nothing: on any failure the original and poster are removed.
 */
export async function createReelUpload(
  deps: ReelUploadDeps,
  actor: ReelActor,
  input: NewReelUpload,
): Promise<void> {
  const { id, video } = input;
  let poster: StoredResponsiveImage | null = null;
  try {
    const stat = await deps.storage.stat(video.key);
    if (!stat || stat.size === 0) throw new VideoRejectedError("unreadable");
    const propertyId = input.propertyId ?? null;
    // Checked before the poster is rendered too, so a bad link or a full storage costs no image work.
    if (propertyId) await assertLinkableProperty(deps.db, actor, propertyId);
    await assertRoomForVideo(deps.db, actor.id, deps.quotaBytes, stat.size);
    if (input.poster) poster = await storeReelPoster(deps.storage, id, input.poster);
    await deps.db.transaction(async (tx) => {
      await assertRoomForVideo(tx, actor.id, deps.quotaBytes, stat.size, { lock: true });
      await assertRoomToProcess(tx, actor.id);
      if (propertyId) await assertLinkableProperty(tx, actor, propertyId);
      await tx.insert(reelUploads).values({
        id,
        authorId: actor.id,
        propertyId,
        title: input.title,
        sourceKey: video.key,
        sourceContentType: video.contentType,
        sourceBytes: stat.size,
        posterKey: poster?.storageKey ?? null,
        posterWidths: poster?.widths ?? null,
        posterWidth: poster?.width ?? null,
        posterHeight: poster?.height ?? null,
        captionsVtt: input.captions?.kind === "timed" ? input.captions.vtt : null,
        captionsText: input.captions?.kind === "typed" ? input.captions.text : null,
        creditPhotographerId: input.creditPhotographerId ?? null,
      });
      await logReelAction(tx, actor, "reel_created", id, input.title);
      await deps.jobs.send(
        TRANSCODE_JOB,
        { uploadId: id },
        { db: tx, singletonKey: id, priority: UPLOAD_PRIORITY },
      );
    });
  } catch (error) {
    await removeUploadFiles(deps.storage, {
      sourceKey: video.key,
      posterKey: poster?.storageKey ?? null,
      posterWidths: poster?.widths ?? null,
    });
    throw error;
  }
}

/** An upload's original and poster. Never throws. */
export function removeUploadFiles(
  storage: Storage,
  files: { sourceKey: string; posterKey: string | null; posterWidths: number[] | null },
): Promise<void> {
  return deleteReelMedia(storage, { videoKey: files.sourceKey, ...files });
}

/** The upload locked for the action, or 404 / 403. */
async function lockManageableUpload(tx: Database, actor: ReelActor, id: string) {
  const [row] = isUuid(id)
    ? await tx.select().from(reelUploads).where(eq(reelUploads.id, id)).for("update")
    : [];
  if (!row) throw ApiError.notFound(MANAGE_REEL_MESSAGES.uploadNotFound);
  if (!canManageReel(actor, row.authorId)) throw ApiError.forbidden(MANAGE_REEL_MESSAGES.notYours);
  return row;
}

/** Sends a failed upload through processing again, from its original (409 unless failed). */
export async function retryReelUpload(
  deps: Pick<ReelUploadDeps, "db" | "jobs">,
  actor: ReelActor,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const upload = await lockManageableUpload(tx, actor, id);
    if (upload.status !== "failed") throw ApiError.conflict(MANAGE_REEL_MESSAGES.notRetryable);
    await assertRoomToProcess(tx, upload.authorId);
    await tx
      .update(reelUploads)
      .set({ status: "processing", progress: 0, failure: null, attempts: 0, updatedAt: sql`now()` })
      .where(eq(reelUploads.id, upload.id));
    await deps.jobs.send(
      TRANSCODE_JOB,
      { uploadId: upload.id },
      { db: tx, singletonKey: upload.id, priority: UPLOAD_PRIORITY },
    );
  });
}

/**
 * Deletes an upload, processing or failed; a transcode under way notices the row is gone and
 * stops. Its files go once the transaction has committed.
 */
export async function deleteReelUpload(
  deps: Pick<ReelUploadDeps, "db" | "storage">,
  actor: ReelActor,
  id: string,
): Promise<void> {
  const upload = await deps.db.transaction(async (tx) => {
    const row = await lockManageableUpload(tx, actor, id);
    await logReelAction(tx, actor, "reel_deleted", row.id, row.title);
    await tx.delete(reelUploads).where(eq(reelUploads.id, row.id));
    return row;
  });
  await removeUploadFiles(deps.storage, upload);
}
