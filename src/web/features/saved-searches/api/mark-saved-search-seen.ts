import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** POST /api/saved-searches/:id/seen: the member opened it, so its matches are not new. */
function markSavedSearchSeen(id: string): Promise<null> {
  return apiRequest(
    "POST /api/saved-searches/:id/seen",
    `/api/saved-searches/${encodeURIComponent(id)}/seen`,
  );
}

export function useMarkSavedSearchSeen(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSavedSearchSeen,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(userId).queryKey }),
  });
}
