import type { QueryClient } from "@tanstack/react-query";
import type { MyProfile, ThemePreference } from "@/shared/schemas/profile";
import { apiRequest } from "@/web/lib/api-client";
import { myProfileQueryOptions } from "@/web/lib/auth/api/get-my-profile";

export const THEME_MUTATION_KEY = ["theme-preference"] as const;

/**
 * PATCH /api/profile/me with only the theme: the account keeps the choice for the next sign-in.
 * It runs as a mutation of the client's cache (so `useIsMutating` sees it) without the observer
 * hook, whose code the footer's theme choice would otherwise bring to every page.
 */
export function saveThemePreference(
  queryClient: QueryClient,
  themePreference: ThemePreference,
): Promise<MyProfile> {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: THEME_MUTATION_KEY,
    mutationFn: (theme: ThemePreference) =>
      apiRequest("PATCH /api/profile/me", "/api/profile/me", {
        body: { themePreference: theme },
      }),
    // Quick changes (dark, then light) are sent one after the other, so the last choice is the
    // one the account keeps, and answers cannot overtake each other in the cache.
    scope: { id: "theme-preference" },
    onSuccess: (profile: MyProfile) => {
      queryClient.setQueryData(myProfileQueryOptions(profile.id).queryKey, profile);
    },
  });
  return mutation.execute(themePreference);
}
