import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { invalidateReelQueries } from "./invalidate-reels";
import { reelUploadKey } from "./reel-upload";

/** DELETE /api/manage/reels/uploads/:id: an upload still processing or failed, and its file. */
function deleteReelUpload(id: string): Promise<null> {
  const path = `/api/manage/reels/uploads/${encodeURIComponent(id)}` as const;
  return apiRequest("DELETE /api/manage/reels/uploads/:id", path);
}

export function useDeleteReelUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReelUpload,
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: reelUploadKey(id) }),
    onSettled: () => invalidateReelQueries(queryClient),
  });
}
