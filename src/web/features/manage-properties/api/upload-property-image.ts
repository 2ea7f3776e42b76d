import type { StagedPropertyImage } from "@/shared/manage-properties";
import { uploadFile } from "@/web/lib/upload-file";

/**
 * POST /api/manage/uploads/images (multipart field "image"): checked by its bytes, resized and
 * staged; the listing's save then refers to it by uploadId.
 */
export function uploadPropertyImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StagedPropertyImage> {
  return uploadFile(
    "POST /api/manage/uploads/images",
    "/api/manage/uploads/images",
    "image",
    file,
    {
      onProgress,
      signal,
    },
  );
}
