import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { invalidateReelQueries } from "./invalidate-reels";

/** DELETE /api/manage/reels/:id: the reel, its likes, comments and files. */
function deleteReel(id: string): Promise<null> {
  return apiRequest("DELETE /api/manage/reels/:id", `/api/manage/reels/${encodeURIComponent(id)}`);
}

export function useDeleteReel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReel,
    onSettled: () => invalidateReelQueries(queryClient),
  });
}
