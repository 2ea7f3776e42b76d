import { eq, sql } from "drizzle-orm";
import { MANAGE_REEL_MESSAGES } from "@/shared/manage-reels";
import type { Database } from "../platform/db/client";
import { reels } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { deleteResponsiveImage } from "../platform/images";
import type { Storage } from "../platform/storage/storage";
import { isUuid } from "../properties/ids";
import { captionsVtt, readCaptions } from "../reels/captions";
import { deleteReelMedia, storeReelCaptions } from "../reels/reel-media";
import { assertLinkableProperty, canManageReel, type ReelActor } from "./access";
import { ownPoster, posterFromFrame } from "./poster-frame";
import { logReelAction } from "./reel-activity";

export interface ReelActionDeps {
  db: Database;
  storage: Storage;
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
          smallVideoKey: reels.smallVideoKey,
          captionsKey: reels.captionsKey,
          durationSeconds: reels.durationSeconds,
          posterKey: reels.posterKey,
          posterWidths: reels.posterWidths,
          frameKeys: reels.frameKeys,
          frameWidths: reels.frameWidths,
          videoWidth: reels.videoWidth,
          videoHeight: reels.videoHeight,
        })
        .from(reels)
        .where(eq(reels.id, id))
        .for("update")
    : [];
  if (!row) throw ApiError.notFound(MANAGE_REEL_MESSAGES.notFound);
  if (!canManageReel(actor, row.authorId)) throw ApiError.forbidden(MANAGE_REEL_MESSAGES.notYours);
  return row;
}

export interface ReelChanges {
  title?: string | undefined;
  /** null unlinks the listing. */
  propertyId?: string | null | undefined;
  /** Caption text as the upload takes it; null removes the captions. */
  captions?: string | null | undefined;
  /** Which of the reel's stills becomes its poster. */
  posterFrame?: number | undefined;
}

/**
 * Changes the title, the linked listing, the captions and/or the poster. New captions are stored
 * under a new key before the row points at them; replaced files go once the change has
 * committed (a poster that was one of the stills stays, as a still).
 */
export async function updateManagedReel(
  deps: ReelActionDeps,
  actor: ReelActor,
  id: string,
  input: ReelChanges,
): Promise<void> {
  const captions = input.captions ? await readCaptions(input.captions) : null;
  let newCaptionsKey = null as string | null;
  let replaced = null as string | null;
  let replacedPoster = null as { storageKey: string; widths: number[] } | null;
  try {
    await deps.db.transaction(async (tx) => {
      const reel = await lockManageableReel(tx, actor, id);
      if (input.propertyId) await assertLinkableProperty(tx, actor, input.propertyId);
      if (captions) {
        const vtt = captionsVtt(captions, reel.durationSeconds);
        newCaptionsKey = await storeReelCaptions(deps.storage, reel.id, vtt);
      }
      const poster =
        input.posterFrame === undefined ? null : posterFromFrame(reel, input.posterFrame);
      const title = input.title ?? reel.title;
      await tx
        .update(reels)
        .set({
          title,
          ...(input.propertyId !== undefined ? { propertyId: input.propertyId } : {}),
          ...(input.captions !== undefined ? { captionsKey: newCaptionsKey } : {}),
          ...(poster ?? {}),
          updatedAt: sql`now()`,
        })
        .where(eq(reels.id, reel.id));
      await logReelAction(tx, actor, "reel_updated", reel.id, title);
      if (input.captions !== undefined) replaced = reel.captionsKey;
      if (poster && poster.posterKey !== reel.posterKey) replacedPoster = ownPoster(reel);
    });
  } catch (error) {
    if (newCaptionsKey) await deps.storage.delete(newCaptionsKey).catch(() => undefined);
    throw error;
  }
  if (replaced) await deps.storage.delete(replaced).catch(() => undefined);
  if (replacedPoster)
    await deleteResponsiveImage(deps.storage, replacedPoster).catch(() => undefined);
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
