import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** DELETE /api/saved-searches/:id (its matches go with it). */
function deleteSavedSearch(id: string): Promise<null> {
  return apiRequest<null>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(userId).queryKey }),
  });
}
