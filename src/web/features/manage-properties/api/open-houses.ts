import { useMutation, useQuery } from "@tanstack/react-query";
import type { OpenHouse } from "@/shared/open-houses";
import type { OpenHouseValues } from "@/shared/schemas/open-house";
import { apiRequest } from "@/web/lib/api-client";
import { MANAGE_PROPERTIES_KEY, useInvalidateListings } from "./keys";

const path = (propertyId: string) =>
  `/api/manage/properties/${encodeURIComponent(propertyId)}/open-houses` as const;

/** GET /api/manage/properties/:id/open-houses: those not yet over, soonest first. */
export function useOpenHouses(propertyId: string) {
  return useQuery({
    queryKey: [...MANAGE_PROPERTIES_KEY, "open-houses", propertyId],
    queryFn: ({ signal }): Promise<OpenHouse[]> =>
      apiRequest("GET /api/manage/properties/:id/open-houses", path(propertyId), { signal }),
    staleTime: 0,
  });
}

/** POST /api/manage/properties/:id/open-houses; the manager and public pages show it at once. */
export function useScheduleOpenHouse(propertyId: string) {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (values: OpenHouseValues) =>
      apiRequest("POST /api/manage/properties/:id/open-houses", path(propertyId), {
        body: values,
      }),
    onSettled: invalidate,
  });
}

/** DELETE /api/manage/open-houses/:id */
export function useRemoveOpenHouse() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(
        "DELETE /api/manage/open-houses/:id",
        `/api/manage/open-houses/${encodeURIComponent(id)}`,
      ),
    onSettled: invalidate,
  });
}
