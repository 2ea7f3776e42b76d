import type { Logger } from "../platform/http/logger";
import { deleteResponsiveImage } from "../platform/images";
import type { Storage } from "../platform/storage/storage";

/**
 * Removes the renditions of images whose rows are already gone (after the commit). A file left
 * behind costs disk space only, while a row pointing at a deleted file would break a page, so a
 * failure is logged, not thrown: the user's change has been made.
 */
export async function deleteImageFilesQuietly(
  deps: { storage: Storage; logger: Logger },
  images: { storageKey: string; widths: number[] }[],
): Promise<void> {
  await Promise.all(
    images.map(async (image) => {
      try {
        await deleteResponsiveImage(deps.storage, image);
      } catch (error) {
        deps.logger.warn("listing photo files not deleted", {
          key: image.storageKey,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }),
  );
}
