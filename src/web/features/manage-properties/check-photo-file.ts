import { PROPERTY_IMAGE_MAX_BYTES, PROPERTY_IMAGE_SIZE_ERROR } from "@/shared/manage-properties";
import type { AVATAR_TYPE_ERROR } from "@/shared/schemas/profile";
import { checkImageFile } from "@/web/lib/image-file";

export const PHOTO_SIZE_ERROR = {
  title: "File too large",
  message: PROPERTY_IMAGE_SIZE_ERROR,
} as const;

export type PhotoFileProblem = typeof AVATAR_TYPE_ERROR | typeof PHOTO_SIZE_ERROR;

/**
 * Why a listing photo would be refused, or null. Listing photos may be larger than avatars, so
 * the size is checked here against PROPERTY_IMAGE_MAX_BYTES and checkImageFile only sees the
 * file's first bytes (type and signature). The server checks everything again.
 */
export async function checkPhotoFile(file: File): Promise<PhotoFileProblem | null> {
  if (file.size > PROPERTY_IMAGE_MAX_BYTES) return PHOTO_SIZE_ERROR;
  return checkImageFile(file.slice(0, 64, file.type));
}
