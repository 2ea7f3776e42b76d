import { eq, sql } from "drizzle-orm";
import type { ContentAction, ContentActivityDetails } from "@/shared/admin-content";
import { MANAGE_REEL_MESSAGES, REEL_VIDEO_MAX_SECONDS } from "@/shared/manage-reels";
import { recordActivity } from "../admin/activity.service";
import type { Database } from "../platform/db/client";
import { reels } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import type { StoredResponsiveImage } from "../platform/images";
import type { Storage } from "../platform/storage/storage";
import { inspectStoredVideo } from "../platform/videos";
import { isUuid } from "../properties/ids";
import { deleteReelMedia, storeReelPoster } from "../reels/reel-media";
import { assertLinkableProperty, canManageReel, type ReelActor } from "./access";
import { assertRoomForVideo } from "./reel-storage.service";
import type { StoredVideoPart } from "./video-part";

export interface ReelActionDeps {
  db: Database;
  storage: Storage;
}

interface NewReelDeps extends ReelActionDeps {
  /** Bytes of reel video each account may keep stored. */
  quotaBytes: number;
}

export interface NewReel {
  id: string;
  title: string;
  propertyId?: string | null | undefined;
  /** Already streamed to storage (see upload-form.ts); measured here. */
  video: StoredVideoPart;
  poster: Uint8Array;
}

function logReelAction(
  tx: Database,
  actor: ReelActor,
  action: ContentAction,
  id: string,
  title: string,
) {
  const details: ContentActivityDetails = { title };
  return recordActivity(tx, {
    adminId: actor.id,
    action,
    targetType: "reel",
    targetId: id,
    details: { ...details },
  });
}

/**
 * Posts a reel as the actor. The stored video is measured from its container (VideoRejectedError
 * otherwise) and must fit in the actor's reel storage (413 otherwise, checked again in the
 * insert's transaction), the poster goes through the image pipeline (ImageRejectedError
 * otherwise). All or nothing: when anything fails the video and poster files are removed again.
 * Returns the new id.
 */
export async function createManagedReel(
  deps: NewReelDeps,
  actor: ReelActor,
  input: NewReel,
): Promise<string> {
  const reelId = input.id;
  const { video } = input;
  let poster: StoredResponsiveImage | null = null;
  try {
    const info = await inspectStoredVideo(
      deps.storage,
      video.key,
      video.format,
      REEL_VIDEO_MAX_SECONDS,
    );
    const propertyId = input.propertyId ?? null;
    // Checked before the poster is rendered too, so a bad link or a full storage costs no image work.
    if (propertyId) await assertLinkableProperty(deps.db, actor, propertyId);
    await assertRoomForVideo(deps.db, actor.id, deps.quotaBytes, info.bytes);
    poster = await storeReelPoster(deps.storage, reelId, input.poster);
    const stored = poster;
    await deps.db.transaction(async (tx) => {
      await assertRoomForVideo(tx, actor.id, deps.quotaBytes, info.bytes, { lock: true });
      if (propertyId) await assertLinkableProperty(tx, actor, propertyId);
      await tx.insert(reels).values({
        id: reelId,
        title: input.title,
        authorId: actor.id,
        propertyId,
        videoKey: video.key,
        videoContentType: video.contentType,
        videoBytes: info.bytes,
        videoWidth: info.width,
        videoHeight: info.height,
        // numeric(6, 2): two decimals are what the column keeps.
        durationSeconds: Math.round(info.durationSeconds * 100) / 100,
        posterKey: stored.storageKey,
        posterWidths: stored.widths,
        posterWidth: stored.width,
        posterHeight: stored.height,
      });
      await logReelAction(tx, actor, "reel_created", reelId, input.title);
    });
  } catch (error) {
    // storeResponsiveImage removes its own renditions when it fails.
    if (poster) {
      await deleteReelMedia(deps.storage, {
        videoKey: video.key,
        posterKey: poster.storageKey,
        posterWidths: poster.widths,
      });
    } else await deps.storage.delete(video.key).catch(() => undefined);
    throw error;
  }
  return reelId;
}

/** The reel locked for the action, or 404 / 403. */
async function lockManageableReel(tx: Database, actor: ReelActor, id: string) {
  const [row] = isUuid(id)
    ? await tx
        .select({
          id: reels.id,
          title: reels.title,
          authorId: reels.authorId,
          videoKey: reels.videoKey,
          posterKey: reels.posterKey,
          posterWidths: reels.posterWidths,
        })
        .from(reels)
        .where(eq(reels.id, id))
        .for("update")
    : [];
  if (!row) throw ApiError.notFound(MANAGE_REEL_MESSAGES.notFound);
  if (!canManageReel(actor, row.authorId)) throw ApiError.forbidden(MANAGE_REEL_MESSAGES.notYours);
  return row;
}

/** Changes the title and/or the linked listing (null unlinks). */
export async function updateManagedReel(
  db: Database,
  actor: ReelActor,
  id: string,
  input: { title?: string | undefined; propertyId?: string | null | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    const reel = await lockManageableReel(tx, actor, id);
    if (input.propertyId) await assertLinkableProperty(tx, actor, input.propertyId);
    const title = input.title ?? reel.title;
    await tx
      .update(reels)
      .set({
        title,
        ...(input.propertyId !== undefined ? { propertyId: input.propertyId } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(reels.id, reel.id));
    await logReelAction(tx, actor, "reel_updated", reel.id, title);
  });
}

/**
 * Deletes the reel (its likes and comments go with it by cascade); its files are removed once
 * the transaction has committed, so a rollback never leaves a row pointing at missing files.
 */
export async function deleteManagedReel(
  deps: ReelActionDeps,
  actor: ReelActor,
  id: string,
): Promise<void> {
  const media = await deps.db.transaction(async (tx) => {
    const reel = await lockManageableReel(tx, actor, id);
    await logReelAction(tx, actor, "reel_deleted", reel.id, reel.title);
    await tx.delete(reels).where(eq(reels.id, reel.id));
    return reel;
  });
  await deleteReelMedia(deps.storage, media);
}
