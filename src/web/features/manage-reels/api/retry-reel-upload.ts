import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReelUploadState } from "@/shared/manage-reels";
import { apiRequest } from "@/web/lib/api-client";
import { invalidateReelQueries } from "./invalidate-reels";
import { reelUploadKey } from "./reel-upload";

/** POST /api/manage/reels/uploads/:id/retry: processes a failed upload again. */
function retryReelUpload(id: string): Promise<ReelUploadState> {
  const path = `/api/manage/reels/uploads/${encodeURIComponent(id)}/retry` as const;
  return apiRequest("POST /api/manage/reels/uploads/:id/retry", path);
}

export function useRetryReelUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryReelUpload,
    onSuccess: (state) => {
      // The answer is the new state: a watcher of this upload starts polling at once.
      queryClient.setQueryData(reelUploadKey(state.id), state);
      return invalidateReelQueries(queryClient);
    },
  });
}
