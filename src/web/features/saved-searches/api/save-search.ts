import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedSearch } from "@/shared/saved-searches";
import type { SaveSearchInput } from "@/shared/schemas/saved-searches";
import { apiRequest } from "@/web/lib/api-client";
import { savedSearchesQueryOptions } from "./get-saved-searches";

/** POST /api/saved-searches: 409 when the criteria are saved already or 50 are kept. */
function saveSearch(input: SaveSearchInput): Promise<SavedSearch> {
  return apiRequest("POST /api/saved-searches", "/api/saved-searches", { body: input });
}

export function useSaveSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    // A refusal as "already saved" means the list on screen is behind too.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(userId).queryKey }),
  });
}
