import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { LoadError } from "@/web/components/table/load-error";
import { Button } from "@/web/components/ui/button";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useDeleteReelUpload } from "../api/delete-reel-upload";
import { invalidateReelQueries } from "../api/invalidate-reels";
import { useReelUpload } from "../api/reel-upload";
import { useRetryReelUpload } from "../api/retry-reel-upload";
import { ProcessingProgress } from "./processing-progress";

interface UploadProcessingProps {
  uploadId: string;
  onClose: () => void;
}

/**
 * The upload dialog once every byte is sent: the transcode's progress, then the published reel
 * (a toast, and the dialog closes) or why it failed, with a retry and a way to give it up.
 */
export function UploadProcessing({ uploadId, onClose }: UploadProcessingProps) {
  const queryClient = useQueryClient();
  const upload = useReelUpload(uploadId);
  const retry = useRetryReelUpload();
  const remove = useDeleteReelUpload();
  const region = useRef<HTMLDivElement>(null);
  const state = upload.data;

  // The form's buttons are gone: the focus moves here rather than to the page behind.
  useEffect(() => region.current?.focus(), []);

  const published = state?.status === "ready";
  const title = state?.title;
  const announced = useRef(false);
  useEffect(() => {
    if (!published || announced.current) return;
    announced.current = true;
    notifySuccess("Reel published", `"${title}" is now live on Reels.`);
    void invalidateReelQueries(queryClient);
    onClose();
  }, [published, title, queryClient, onClose]);

  const tryAgain = () =>
    retry.mutate(uploadId, {
      // Try again goes with the failure: the focus returns to the progress in its place.
      onSuccess: () => region.current?.focus(),
      onError: (error) => notifyError("Failed to retry", error, "Please try again."),
    });
  const deleteUpload = () =>
    remove.mutate(uploadId, {
      onSuccess: () => {
        notifySuccess("Upload deleted", `"${title}" has been deleted.`);
        onClose();
      },
      onError: (error) => notifyError("Failed to delete upload", error, "Please try again."),
    });

  const busy = retry.isPending || remove.isPending;
  return (
    <div ref={region} tabIndex={-1} className="grid min-w-0 gap-4 outline-none">
      {upload.isError ? (
        <LoadError
          error={upload.error}
          title="Failed to check the upload"
          onRetry={() => upload.refetch()}
        />
      ) : null}
      {state?.status === "failed" ? (
        <>
          <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
            <p className="font-medium">This video could not be published.</p>
            <p className="text-destructive">{state.failure}</p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={deleteUpload} disabled={busy}>
              {remove.isPending ? "Deleting..." : "Delete upload"}
            </Button>
            <Button type="button" onClick={tryAgain} disabled={busy}>
              {retry.isPending ? "Retrying..." : "Try again"}
            </Button>
          </div>
        </>
      ) : (
        <>
          <div aria-live="polite">
            <ProcessingProgress
              upload={state ?? { status: "processing", progress: 0, failure: null }}
            />
          </div>
          <p className="text-muted-foreground text-sm">
            You can close this window; processing continues and the reel appears in your list when
            it's ready.
          </p>
        </>
      )}
    </div>
  );
}
