import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { useInvalidateListings } from "./keys";

interface SetFeaturedInput {
  id: string;
  isFeatured: boolean;
}

/** PATCH /api/manage/properties/:id/featured (administrators only). */
function setPropertyFeatured({ id, isFeatured }: SetFeaturedInput): Promise<unknown> {
  return apiRequest(
    "PATCH /api/manage/properties/:id/featured",
    `/api/manage/properties/${encodeURIComponent(id)}/featured`,
    {
      body: { isFeatured },
    },
  );
}

export function useSetPropertyFeatured() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: setPropertyFeatured, onSettled: invalidate });
}
