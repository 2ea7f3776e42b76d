import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** DELETE /api/saved-searches/:id (its matches go with it). */
function deleteSavedSearch(id: string): Promise<null> {
  return apiRequest(
    "DELETE /api/saved-searches/:id",
    `/api/saved-searches/${encodeURIComponent(id)}`,
  );
}

export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(userId).queryKey }),
  });
}
