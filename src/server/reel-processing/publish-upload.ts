import { and, eq } from "drizzle-orm";
import type { Database } from "../platform/db/client";
import { reels, reelUploads } from "../platform/db/schema";
import type { StoredResponsiveImage } from "../platform/images";
import type { Storage } from "../platform/storage/storage";
import { captionsVtt } from "../reels/captions";
import { storeReelCaptions } from "../reels/reel-media";
import { DEFAULT_FRAME, frameColumns, type ProducedMedia } from "./produce-media";
import type { ClaimedUpload } from "./upload-row";

/** The upload's captions as a WebVTT file under the reel, timed to the rendition's length. */
async function storeCaptions(
  storage: Storage,
  upload: ClaimedUpload,
  durationSeconds: number,
): Promise<string | null> {
  const input = upload.captionsVtt
    ? ({ kind: "timed", vtt: upload.captionsVtt } as const)
    : upload.captionsText
      ? ({ kind: "typed", text: upload.captionsText } as const)
      : null;
  if (!input) return null;
  return storeReelCaptions(storage, upload.id, captionsVtt(input, durationSeconds));
}

function uploadersPoster(upload: ClaimedUpload): StoredResponsiveImage | null {
  const { posterKey, posterWidths, posterWidth, posterHeight } = upload;
  if (!posterKey || !posterWidths || !posterWidth || !posterHeight) return null;
  return { storageKey: posterKey, widths: posterWidths, width: posterWidth, height: posterHeight };
}

/**
 * Makes the upload a reel of the same id, in one transaction that also removes the upload row:
 * false when the upload was deleted (or failed) meanwhile, and then nothing is published.
 */
export async function publishUpload(
  deps: { db: Database; storage: Storage },
  upload: ClaimedUpload,
  produced: ProducedMedia,
): Promise<boolean> {
  produced.captionsKey = await storeCaptions(deps.storage, upload, produced.video.durationSeconds);
  const poster = uploadersPoster(upload) ?? produced.frames[DEFAULT_FRAME] ?? produced.frames[0];
  if (!poster) throw new Error(`Upload ${upload.id} has no poster to publish with`);
  return deps.db.transaction(async (tx) => {
    const [present] = await tx
      .select({ propertyId: reelUploads.propertyId })
      .from(reelUploads)
      .where(and(eq(reelUploads.id, upload.id), eq(reelUploads.status, "processing")))
      .for("update");
    if (!present) return false;
    const { video, small } = produced;
    await tx.insert(reels).values({
      id: upload.id,
      title: upload.title,
      authorId: upload.authorId,
      propertyId: present.propertyId,
      videoKey: produced.videoKey,
      videoContentType: "video/mp4",
      videoBytes: produced.bytes,
      videoWidth: video.width,
      videoHeight: video.height,
      // numeric(6, 2): two decimals are what the column keeps.
      durationSeconds: Math.round(video.durationSeconds * 100) / 100,
      smallVideoKey: produced.smallVideoKey,
      smallVideoWidth: small.width,
      smallVideoHeight: small.height,
      captionsKey: produced.captionsKey,
      creditPhotographerId: upload.creditPhotographerId,
      ...frameColumns(produced),
      posterKey: poster.storageKey,
      posterWidths: poster.widths,
      posterWidth: poster.width,
      posterHeight: poster.height,
    });
    await tx.delete(reelUploads).where(eq(reelUploads.id, upload.id));
    return true;
  });
}
