import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import type { MyProfile } from "@/shared/schemas/profile";
import { apiRequest } from "@/web/lib/api-client";

export const MY_PROFILE_QUERY_KEY = ["auth", "profile"] as const;

function getMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return apiRequest("GET /api/profile/me", "/api/profile/me", { signal });
}

/** Keyed by user id so one account's profile is never shown to the next one. */
export function myProfileQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...MY_PROFILE_QUERY_KEY, userId ?? null],
    queryFn: userId ? ({ signal }) => getMyProfile(signal) : skipToken,
  });
}

export function useMyProfile(userId: string | undefined) {
  return useQuery(myProfileQueryOptions(userId));
}
