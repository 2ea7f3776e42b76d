import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { MyProfile, ProfileUpdate } from "@/shared/schemas/profile";
import { setTheme } from "@/web/lib/theme/theme-store";
import { removeAvatar } from "./remove-avatar";
import { publishProfile, updateProfile } from "./update-profile";
import { uploadAvatar } from "./upload-avatar";

/** What the avatar picker asks for on save. */
export type AvatarChange = { kind: "keep" } | { kind: "upload"; file: File } | { kind: "remove" };

export interface SaveProfileOptions {
  /** Called once the avatar step succeeded, so a retry after a later failure does not redo it. */
  onAvatarSaved?: () => void;
}

/**
 * Saves the edit form: the avatar first (the step most likely to be refused), then the changed
 * fields. The cached profile is refreshed whatever happens, since one step may have succeeded.
 * `progress` is the avatar upload's share sent (0 to 1), or null when no upload runs.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);

  const save = useCallback(
    async (
      update: ProfileUpdate,
      avatar: AvatarChange,
      options: SaveProfileOptions = {},
    ): Promise<MyProfile | null> => {
      let latest: MyProfile | null = null;
      try {
        if (avatar.kind === "upload") {
          setProgress(0);
          latest = await uploadAvatar(avatar.file, setProgress);
          options.onAvatarSaved?.();
        } else if (avatar.kind === "remove") {
          latest = await removeAvatar();
          options.onAvatarSaved?.();
        }
        if (Object.keys(update).length > 0) latest = await updateProfile(update);
        if (update.themePreference) setTheme(update.themePreference);
        return latest;
      } finally {
        setProgress(null);
        void publishProfile(queryClient, latest);
      }
    },
    [queryClient],
  );

  return { save, progress };
}
