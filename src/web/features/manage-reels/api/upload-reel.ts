import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendFormData } from "@/web/lib/upload-file";
import { invalidateReelQueries } from "./invalidate-reels";

interface ReelUpload {
  video: File;
  poster: Blob;
  title: string;
  propertyId: string | null;
  /** The share of the upload sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** POST /api/manage/reels as multipart/form-data, reporting progress as the bytes go out. */
function uploadReel({ video, poster, title, propertyId, onProgress }: ReelUpload) {
  const form = new FormData();
  form.append("video", video);
  form.append("poster", poster, poster instanceof File ? poster.name : "poster.jpg");
  form.append("title", title);
  if (propertyId) form.append("propertyId", propertyId);
  return sendFormData("POST /api/manage/reels", "/api/manage/reels", form, { onProgress });
}

export function useUploadReel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReel,
    onSuccess: () => invalidateReelQueries(queryClient),
  });
}
