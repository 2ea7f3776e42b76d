import { useQuery } from "@tanstack/react-query";
import type { ReelUploadState } from "@/shared/manage-reels";
import { apiRequest } from "@/web/lib/api-client";
import { MANAGED_REELS_KEY } from "./managed-reels";

/** How often a processing upload is asked about: the encoder reports a few times a second. */
export const UPLOAD_POLL_MS = 1_500;

export const reelUploadKey = (id: string) => [...MANAGED_REELS_KEY, "uploads", id] as const;

/** GET /api/manage/reels/uploads/:id: how far processing has come, or why it failed. */
function getReelUpload(id: string, signal?: AbortSignal): Promise<ReelUploadState> {
  const path = `/api/manage/reels/uploads/${encodeURIComponent(id)}` as const;
  return apiRequest("GET /api/manage/reels/uploads/:id", path, { signal });
}

/** One upload's state, asked again every UPLOAD_POLL_MS while it is processing. */
export function useReelUpload(id: string) {
  return useQuery({
    queryKey: reelUploadKey(id),
    queryFn: ({ signal }) => getReelUpload(id, signal),
    refetchInterval: (query) =>
      query.state.data?.status === "processing" ? UPLOAD_POLL_MS : false,
  });
}
