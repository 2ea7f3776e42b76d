import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendFormData } from "@/web/lib/upload-file";
import { invalidateReelQueries } from "./invalidate-reels";
import { reelUploadKey } from "./reel-upload";

interface ReelUpload {
  video: File;
  /** None: the server takes a frame from the video. */
  poster: Blob | null;
  title: string;
  propertyId: string | null;
  /** A .vtt or .srt file's text, or typed lines (one caption each); null for none. */
  captions: string | null;
  /** The share of the upload sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * POST /api/manage/reels as multipart/form-data, reporting progress as the bytes go out. The
 * answer is the upload's processing state: the reel is published once it is transcoded.
 */
function uploadReel({ video, poster, title, propertyId, captions, onProgress }: ReelUpload) {
  const form = new FormData();
  form.append("video", video);
  if (poster) form.append("poster", poster, poster instanceof File ? poster.name : "poster.jpg");
  form.append("title", title);
  if (propertyId) form.append("propertyId", propertyId);
  if (captions) form.append("captions", captions);
  return sendFormData("POST /api/manage/reels", "/api/manage/reels", form, { onProgress });
}

export function useUploadReel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReel,
    onSuccess: (state) => {
      // The dialog follows this state from here; the manager's "In progress" list shows it too.
      queryClient.setQueryData(reelUploadKey(state.id), state);
      return invalidateReelQueries(queryClient);
    },
  });
}
