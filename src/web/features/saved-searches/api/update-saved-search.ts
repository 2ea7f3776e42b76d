import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateSavedSearchInput } from "@/shared/schemas/saved-searches";
import { apiRequest } from "@/web/lib/api-client";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** PATCH /api/saved-searches/:id: rename, change frequency, pause or resume. */
function updateSavedSearch(id: string, changes: UpdateSavedSearchInput): Promise<null> {
  return apiRequest(
    "PATCH /api/saved-searches/:id",
    `/api/saved-searches/${encodeURIComponent(id)}`,
    {
      body: changes,
    },
  );
}

export function useUpdateSavedSearch(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSavedSearchInput) => updateSavedSearch(id, changes),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(userId).queryKey }),
  });
}
