import type { MyProfile } from "@/shared/schemas/profile";
import { apiRequest } from "@/web/lib/api-client";

/** DELETE /api/profile/me/avatar: clears the avatar and deletes its file. */
export function removeAvatar(): Promise<MyProfile> {
  return apiRequest("DELETE /api/profile/me/avatar", "/api/profile/me/avatar");
}
