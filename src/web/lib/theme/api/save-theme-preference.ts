import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyProfile, ThemePreference } from "@/shared/schemas/profile";
import { apiRequest } from "@/web/lib/api-client";
import { myProfileQueryOptions } from "@/web/lib/auth/api/get-my-profile";

/** PATCH /api/profile/me with only the theme: the account keeps the choice for the next sign-in. */
function saveThemePreference(themePreference: ThemePreference): Promise<MyProfile> {
  return apiRequest("PATCH /api/profile/me", "/api/profile/me", {
    body: { themePreference },
  });
}

export const THEME_MUTATION_KEY = ["theme-preference"] as const;

export function useSaveThemePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: THEME_MUTATION_KEY,
    mutationFn: saveThemePreference,
    // Quick changes (dark, then light) are sent one after the other, so the last choice is the
    // one the account keeps, and answers cannot overtake each other in the cache.
    scope: { id: "theme-preference" },
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileQueryOptions(profile.id).queryKey, profile);
    },
  });
}
