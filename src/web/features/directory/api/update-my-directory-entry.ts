import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MyDirectoryEntry } from "@/shared/directory";
import type { PhotographerEntryFields, RealtorEntryFields } from "@/shared/schemas/directory";
import { apiRequest } from "@/web/lib/api-client";
import { DIRECTORY_KEY } from "./directory-pages";
import { myDirectoryEntryKey } from "./get-my-directory-entry";

export type DirectoryEntryUpdate = RealtorEntryFields | PhotographerEntryFields;

/** PATCH /api/directory/me: only the fields sent change; answers with the whole entry. */
function updateMyDirectoryEntry(update: DirectoryEntryUpdate): Promise<MyDirectoryEntry> {
  return apiRequest("PATCH /api/directory/me", "/api/directory/me", { body: update });
}

/** Saves, then shows the saved entry here and the changed card on the directory pages. */
export function useUpdateMyDirectoryEntry(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyDirectoryEntry,
    onSuccess: (entry) => {
      queryClient.setQueryData(myDirectoryEntryKey(userId), entry);
      void queryClient.invalidateQueries({ queryKey: DIRECTORY_KEY });
    },
  });
}
