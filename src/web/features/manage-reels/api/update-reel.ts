import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReelUpdateInput } from "@/shared/schemas/manage-reels";
import { apiRequest } from "@/web/lib/api-client";
import { invalidateReelQueries } from "./invalidate-reels";

/**
 * PATCH /api/manage/reels/:id: title, linked listing (null unlinks), captions (null removes),
 * the still that becomes the poster.
 */
function updateReel({ id, ...body }: ReelUpdateInput & { id: string }) {
  return apiRequest("PATCH /api/manage/reels/:id", `/api/manage/reels/${encodeURIComponent(id)}`, {
    body,
  });
}

export function useUpdateReel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReel,
    onSuccess: () => invalidateReelQueries(queryClient),
  });
}
