import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { useInvalidateListings } from "./keys";

/** DELETE /api/manage/properties/:id: the listing and its photos, for good. */
function deleteProperty(id: string): Promise<null> {
  return apiRequest(
    "DELETE /api/manage/properties/:id",
    `/api/manage/properties/${encodeURIComponent(id)}`,
  );
}

export function useDeleteProperty() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: deleteProperty, onSettled: invalidate });
}
