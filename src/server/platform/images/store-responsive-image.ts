import type { Storage } from "../storage/storage";
import { RESPONSIVE_WIDTHS } from "./limits";
import { type ProcessedImage, processImage } from "./process-image";

const RENDITION_CONTENT_TYPE = "image/webp";

/** Where one width of a stored image lives: `${storageKey}-${width}.webp`. */
export function renditionKey(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`;
}

export interface StoredResponsiveImage {
  /** The base key; each width is at renditionKey(storageKey, width). */
  storageKey: string;
  /** Ascending. */
  widths: number[];
  /** Size of the largest rendition. */
  width: number;
  height: number;
}

/**
 * Processes an upload (see processImage) and stores every rendition. All or nothing: when a write
 * fails, the renditions already written are removed before the error is rethrown, so a failed
 * upload leaves no files that no row points to.
 */
export async function storeResponsiveImage(
  storage: Storage,
  keyBase: string,
  bytes: Uint8Array,
  widths: readonly number[] = RESPONSIVE_WIDTHS,
): Promise<StoredResponsiveImage> {
  return storeProcessedImage(storage, keyBase, await processImage(bytes, { widths }));
}

/**
 * Stores the renditions of an image already processed, all or nothing like storeResponsiveImage:
 * the demo market stores each demo photo's renditions under many listings without redrawing them.
 */
export async function storeProcessedImage(
  storage: Storage,
  keyBase: string,
  image: ProcessedImage,
): Promise<StoredResponsiveImage> {
  const keys = image.renditions.map((rendition) => renditionKey(keyBase, rendition.width));
  const writes = await Promise.allSettled(
    image.renditions.map((rendition, i) =>
      storage.put(keys[i] as string, rendition.bytes, { contentType: RENDITION_CONTENT_TYPE }),
    ),
  );
  const failed = writes.find((write) => write.status === "rejected");
  if (failed) {
    // Every key, not only the fulfilled ones: a write that failed late may have left a file.
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw failed.reason;
  }
  return {
    storageKey: keyBase,
    widths: image.renditions.map((rendition) => rendition.width),
    width: image.width,
    height: image.height,
  };
}

/** Removes every rendition of a stored image, e.g. when its row is deleted. */
export async function deleteResponsiveImage(
  storage: Storage,
  image: Pick<StoredResponsiveImage, "storageKey" | "widths">,
): Promise<void> {
  await Promise.all(
    image.widths.map((width) => storage.delete(renditionKey(image.storageKey, width))),
  );
}

/**
 * Copies every rendition of a stored image under a new base key, all or nothing like
 * storeResponsiveImage: the copy is owned by whoever points at it, whatever becomes of the
 * original (a delivered photo added to a listing or a portfolio).
 */
export async function copyResponsiveImage(
  storage: Storage,
  image: StoredResponsiveImage,
  keyBase: string,
): Promise<StoredResponsiveImage> {
  const keys = image.widths.map((width) => renditionKey(keyBase, width));
  const copies = await Promise.allSettled(
    image.widths.map(async (width, i) => {
      const file = await storage.get(renditionKey(image.storageKey, width));
      if (!file) throw new Error(`copyResponsiveImage: ${image.storageKey} lacks width ${width}`);
      await storage.putStream(keys[i] as string, file.body, {
        contentType: RENDITION_CONTENT_TYPE,
      });
    }),
  );
  const failed = copies.find((copy) => copy.status === "rejected");
  if (failed) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw failed.reason;
  }
  return { ...image, storageKey: keyBase };
}
