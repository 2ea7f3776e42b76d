import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PORTFOLIO_FIELD, type PortfolioImage } from "@/shared/directory";
import { uploadFile } from "@/web/lib/upload-file";
import { updateCachedPortfolio } from "./portfolio-cache";

/** POST /api/directory/me/portfolio (multipart field "image"): added at the end. */
function uploadPortfolioImage(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PortfolioImage> {
  return uploadFile(
    "POST /api/directory/me/portfolio",
    "/api/directory/me/portfolio",
    PORTFOLIO_FIELD,
    file,
    { onProgress, signal },
  );
}

export function useUploadPortfolioImage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadPortfolioImage(file, onProgress),
    onSuccess: (image) =>
      updateCachedPortfolio(queryClient, userId, (portfolio) => [...portfolio, image]),
  });
}
