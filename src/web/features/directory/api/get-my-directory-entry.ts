import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyDirectoryEntry } from "@/shared/directory";
import { apiRequest } from "@/web/lib/api-client";

/** The signed-in professional's own entry; keyed by user so the next account never sees it. */
export function myDirectoryEntryKey(userId: string) {
  return ["directory-entry", userId] as const;
}

/** GET /api/directory/me: created empty (and unlisted) on the first read. */
function getMyDirectoryEntry(signal?: AbortSignal): Promise<MyDirectoryEntry> {
  return apiRequest("GET /api/directory/me", "/api/directory/me", { signal });
}

function myDirectoryEntryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myDirectoryEntryKey(userId),
    queryFn: ({ signal }) => getMyDirectoryEntry(signal),
  });
}

export function useMyDirectoryEntry(userId: string) {
  return useQuery(myDirectoryEntryQueryOptions(userId));
}
