import type { MyProfile } from "@/shared/schemas/profile";
import { uploadFile } from "@/web/lib/upload-file";

/** PUT /api/profile/me/avatar (multipart field "avatar"); `onProgress` gets the share sent. */
export function uploadAvatar(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<MyProfile> {
  return uploadFile("PUT /api/profile/me/avatar", "/api/profile/me/avatar", "avatar", file, {
    onProgress,
    signal,
  });
}
