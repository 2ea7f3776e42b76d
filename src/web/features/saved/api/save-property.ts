import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import {
  applySavedChange,
  refreshSaved,
  revertSavedChange,
  SAVED_MUTATION_KEY,
} from "./optimistic-saved";

/** PUT /api/saved/:id (idempotent). */
function saveProperty(propertyId: string): Promise<null> {
  return apiRequest("PUT /api/saved/:propertyId", `/api/saved/${encodeURIComponent(propertyId)}`);
}

/** Saves at once on screen and undoes that if the server refuses. */
export function useSaveProperty(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVED_MUTATION_KEY,
    mutationFn: saveProperty,
    onMutate: (propertyId) => applySavedChange(queryClient, userId, propertyId, true),
    onError: (_error, _propertyId, change) => revertSavedChange(queryClient, userId, change),
    onSettled: () => refreshSaved(queryClient, userId),
  });
}
