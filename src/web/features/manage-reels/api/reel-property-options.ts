import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { QueryString } from "@/shared/api-contract";
import type { ReelPropertyOption } from "@/shared/manage-reels";
import { apiRequest } from "@/web/lib/api-client";
import { MANAGED_REELS_KEY } from "./managed-reels";

/** GET /api/manage/reels/properties: listings the actor may link (a realtor's own; any for admins). */
function getReelPropertyOptions(
  q: string,
  signal?: AbortSignal,
): Promise<{ items: ReelPropertyOption[] }> {
  const query: QueryString = q ? `?${new URLSearchParams({ q })}` : "";
  return apiRequest("GET /api/manage/reels/properties", `/api/manage/reels/properties${query}`, {
    signal,
  });
}

export function useReelPropertyOptions(q: string) {
  return useQuery({
    queryKey: [...MANAGED_REELS_KEY, "properties", q],
    queryFn: ({ signal }) => getReelPropertyOptions(q, signal),
    placeholderData: keepPreviousData,
  });
}
