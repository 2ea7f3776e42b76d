import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { updateCachedPortfolio } from "./portfolio-cache";

/** DELETE /api/directory/me/portfolio/:imageId: the image and its files. */
function deletePortfolioImage(imageId: string): Promise<null> {
  return apiRequest(
    "DELETE /api/directory/me/portfolio/:imageId",
    `/api/directory/me/portfolio/${encodeURIComponent(imageId)}`,
  );
}

export function useDeletePortfolioImage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePortfolioImage,
    onSuccess: (_, imageId) =>
      updateCachedPortfolio(queryClient, userId, (portfolio) =>
        portfolio.filter((image) => image.id !== imageId),
      ),
  });
}
