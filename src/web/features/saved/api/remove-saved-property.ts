import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import {
  applySavedChange,
  refreshSaved,
  revertSavedChange,
  SAVED_MUTATION_KEY,
} from "./optimistic-saved";

/** DELETE /api/saved/:id (idempotent). */
function removeSavedProperty(propertyId: string): Promise<null> {
  return apiRequest(
    "DELETE /api/saved/:propertyId",
    `/api/saved/${encodeURIComponent(propertyId)}`,
  );
}

/** Removes at once on screen (the card leaves /saved) and undoes that if the server refuses. */
export function useRemoveSavedProperty(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVED_MUTATION_KEY,
    mutationFn: removeSavedProperty,
    onMutate: (propertyId) => applySavedChange(queryClient, userId, propertyId, false),
    onError: (_error, _propertyId, change) => revertSavedChange(queryClient, userId, change),
    onSettled: () => refreshSaved(queryClient, userId),
  });
}
