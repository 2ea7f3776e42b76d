import { useQuery } from "@tanstack/react-query";
import type { ManagedPropertyDetail } from "@/shared/manage-properties";
import { apiRequest } from "@/web/lib/api-client";
import { MANAGE_PROPERTIES_KEY } from "./keys";

/** GET /api/manage/properties/:id: the listing with its photos and realtor, for the edit page. */
function getManagedProperty(id: string, signal?: AbortSignal): Promise<ManagedPropertyDetail> {
  return apiRequest(
    "GET /api/manage/properties/:id",
    `/api/manage/properties/${encodeURIComponent(id)}`,
    {
      signal,
    },
  );
}

/**
 * Always read afresh when the edit page opens: the form starts from what is saved now. Without
 * an id (a new listing) there is nothing to read.
 */
export function useManagedProperty(id: string | undefined) {
  return useQuery({
    queryKey: [...MANAGE_PROPERTIES_KEY, "detail", id],
    queryFn: ({ signal }) => getManagedProperty(id ?? "", signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}
