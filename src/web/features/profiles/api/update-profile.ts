import type { QueryClient } from "@tanstack/react-query";
import type { MyProfile, ProfileUpdate } from "@/shared/schemas/profile";
import { apiRequest } from "@/web/lib/api-client";
import { MY_PROFILE_QUERY_KEY, myProfileQueryOptions } from "@/web/lib/auth/api/get-my-profile";

/** PATCH /api/profile/me with only the changed fields; answers the whole updated profile. */
export function updateProfile(update: ProfileUpdate): Promise<MyProfile> {
  return apiRequest("PATCH /api/profile/me", "/api/profile/me", { body: update });
}

/**
 * Puts a fresh profile in the cache at once (the header's avatar and name follow) and re-reads
 * it, since other tabs or a half-finished save may have changed more.
 */
export async function publishProfile(
  queryClient: QueryClient,
  profile: MyProfile | null,
): Promise<void> {
  if (profile) queryClient.setQueryData(myProfileQueryOptions(profile.id).queryKey, profile);
  await queryClient.invalidateQueries({ queryKey: MY_PROFILE_QUERY_KEY });
}
