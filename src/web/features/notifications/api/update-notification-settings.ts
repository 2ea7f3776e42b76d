import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettings, NotificationSettingsUpdate } from "@/shared/schemas/profile";
import { apiRequest } from "@/web/lib/api-client";
import { myProfileQueryOptions } from "@/web/lib/auth/api/get-my-profile";

/** PATCH /api/profile/me/notification-settings: answers with all three settings, merged. */
function updateNotificationSettings(
  update: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  return apiRequest(
    "PATCH /api/profile/me/notification-settings",
    "/api/profile/me/notification-settings",
    {
      body: update,
    },
  );
}

/** Saves and puts the server's answer into the signed-in profile, which the toggles read. */
export function useUpdateNotificationSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    // One save at a time: each answer then holds every earlier change, and the last one wins.
    scope: { id: "notification-settings" },
    onSuccess: (notificationSettings) => {
      queryClient.setQueryData(myProfileQueryOptions(userId).queryKey, (profile) =>
        profile ? { ...profile, notificationSettings } : profile,
      );
    },
  });
}
