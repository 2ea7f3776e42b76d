import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteSettings } from "@/shared/admin-overview";
import type { SiteSettingsInput } from "@/shared/schemas/admin-overview";
import { apiRequest } from "@/web/lib/api-client";
import { adminActivitiesKey } from "./activities";
import { siteSettingsQueryOptions } from "./settings";

/** PUT /api/admin/settings */
export function saveSiteSettings(input: SiteSettingsInput) {
  return apiRequest<SiteSettings>("/api/admin/settings", { method: "PUT", body: input });
}

/** Saves the settings; the saved values replace the cached ones and the activity feed reloads. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: adminActivitiesKey });
    },
  });
}
