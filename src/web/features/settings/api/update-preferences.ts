import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyProfile, ProfileUpdateFields } from "@/shared/schemas/profile";
import { apiRequest } from "@/web/lib/api-client";
import { myProfileQueryOptions } from "@/web/lib/auth/api/get-my-profile";

type PreferencesUpdate = Pick<ProfileUpdateFields, "languagePreference" | "displayNameFormat">;

/** PATCH /api/profile/me with only the language and display preferences. */
function updatePreferences(update: PreferencesUpdate): Promise<MyProfile> {
  return apiRequest("PATCH /api/profile/me", "/api/profile/me", { body: update });
}

/** Saves, then shows the new profile everywhere (the header's name follows the new format). */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileQueryOptions(profile.id).queryKey, profile);
    },
  });
}
