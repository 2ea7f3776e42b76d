import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PortfolioImage } from "@/shared/directory";
import { apiRequest } from "@/web/lib/api-client";
import { updateCachedPortfolio } from "./portfolio-cache";

/** PATCH /api/directory/me/portfolio/order: every image id once, in the new order. */
function reorderPortfolio(ids: string[]): Promise<PortfolioImage[]> {
  return apiRequest(
    "PATCH /api/directory/me/portfolio/order",
    "/api/directory/me/portfolio/order",
    {
      body: { ids },
    },
  );
}

export function useReorderPortfolio(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPortfolio,
    onSuccess: (portfolio) => updateCachedPortfolio(queryClient, userId, () => portfolio),
  });
}
