import { PROPERTY_IMAGE_MAX_BYTES, PROPERTY_IMAGE_SIZE_ERROR } from "@/shared/manage-properties";
import { checkImageFile, type ImageFileProblem } from "@/web/lib/image-file";

export const PHOTO_SIZE_ERROR = {
  title: "File too large",
  message: PROPERTY_IMAGE_SIZE_ERROR,
} as const;

/** Why a listing photo would be refused, or null; listing photos may be up to 10 MB. */
export function checkPhotoFile(file: File): Promise<ImageFileProblem | null> {
  return checkImageFile(file, PROPERTY_IMAGE_MAX_BYTES, PHOTO_SIZE_ERROR);
}
