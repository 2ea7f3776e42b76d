import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { QueryString } from "@/shared/api-contract";
import type { RealtorChoice } from "@/shared/manage-properties";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/manage/realtors: the realtors an administrator can give a listing to. */
function getRealtorChoices(q: string, signal?: AbortSignal): Promise<RealtorChoice[]> {
  const query: QueryString = q ? `?${new URLSearchParams({ q })}` : "";
  return apiRequest("GET /api/manage/realtors", `/api/manage/realtors${query}`, { signal });
}

/** Not under the listings' key: saving a listing changes no realtor. */
export function useRealtorChoices(q: string) {
  return useQuery({
    queryKey: ["manage", "realtors", q],
    queryFn: ({ signal }) => getRealtorChoices(q, signal),
    placeholderData: keepPreviousData,
  });
}
