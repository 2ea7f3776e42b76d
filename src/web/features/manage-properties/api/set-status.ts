import { useMutation } from "@tanstack/react-query";
import type { ListingStatusChange } from "@/shared/schemas/listing-status";
import { apiRequest } from "@/web/lib/api-client";
import { useInvalidateListings } from "./keys";

/** PATCH /api/manage/properties/:id/status: the listing's new stage, with its facts. */
function setPropertyStatus({ id, ...change }: ListingStatusChange & { id: string }) {
  return apiRequest(
    "PATCH /api/manage/properties/:id/status",
    `/api/manage/properties/${encodeURIComponent(id)}/status`,
    { body: change },
  );
}

export function useSetPropertyStatus() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: setPropertyStatus, onSettled: invalidate });
}
