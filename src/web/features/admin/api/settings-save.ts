import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import type { SiteSettingsInput } from "@/shared/schemas/admin-overview";
import { apiRequest } from "@/web/lib/api-client";
import { adminActivitiesKey } from "./activities";
import { siteSettingsQueryOptions } from "./settings";

/** PUT /api/admin/settings */
function saveSiteSettings(input: SiteSettingsInput) {
  return apiRequest("PUT /api/admin/settings", "/api/admin/settings", { body: input });
}

/**
 * Saves the settings; the saved values replace the cached ones and the activity feed reloads.
 * The root loader gives every page the site's name and e-mail, so it reads them again.
 */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(siteSettingsQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: adminActivitiesKey });
      void revalidate();
    },
  });
}
