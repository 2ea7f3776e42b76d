import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { ReelStorageUsage } from "@/shared/manage-reels";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { ApiClientError } from "@/web/lib/api-client";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useUploadReel } from "../api/upload-reel";
import { PosterPicker } from "./poster-picker";
import {
  ReelDetailsFields,
  type ReelDetailsValues,
  reelDetailsSchema,
} from "./reel-details-fields";
import { UploadProgress } from "./upload-progress";
import { checkVideoFile, VIDEO_ACCEPT } from "./video-file";

interface UploadReelDialogProps {
  /** The account's reel storage, when known: a video that cannot fit is refused before sending. */
  storage?: ReelStorageUsage | undefined;
  onClose: () => void;
}

/** Upload Reel: a video checked here and again by the server, its poster, title and listing. */
export function UploadReelDialog({ storage, onClose }: UploadReelDialogProps) {
  const id = useId();
  const upload = useUploadReel();
  const [video, setVideo] = useState<File | null>(null);
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  const [poster, setPoster] = useState<Blob | null>(null);
  const [fileErrors, setFileErrors] = useState<{ video?: string; poster?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<ReelDetailsValues>({
    resolver: zodResolver(reelDetailsSchema),
    defaultValues: { title: "", propertyId: "" },
  });
  const { handleSubmit, setError } = form;
  const { isSubmitting } = form.formState;

  useEffect(
    () => () => {
      if (videoUrl) URL.revokeObjectURL(videoUrl);
    },
    [videoUrl],
  );

  const chooseVideo = async (file: File | undefined) => {
    setPoster(null);
    setVideo(null);
    setVideoUrl(null);
    if (!file) return;
    const problem = await checkVideoFile(file, storage);
    setFileErrors({ video: problem ?? undefined });
    if (problem) return;
    setVideo(file);
    setVideoUrl(URL.createObjectURL(file));
  };

  const onSubmit = handleSubmit(async (values) => {
    const missing = {
      video: video ? undefined : "Please choose an MP4 or WebM video",
      poster: poster ? undefined : "Please choose a poster image",
    };
    if (!video || !poster) return setFileErrors(missing);
    setFileErrors({});
    setProgress(0);
    try {
      const reel = await upload.mutateAsync({
        video,
        poster,
        title: values.title,
        propertyId: values.propertyId || null,
        onProgress: setProgress,
      });
      notifySuccess("Reel uploaded", `"${reel.title}" is now live on Reels.`);
      onClose();
    } catch (error) {
      setProgress(null);
      const fileIssues = error instanceof ApiClientError ? error.issues : [];
      const byField = Object.fromEntries(fileIssues.map((issue) => [issue.path, issue.message]));
      setFileErrors({ video: byField.video, poster: byField.poster });
      applyFieldIssues(error, setError, ["title", "propertyId"]);
      notifyError("Failed to upload reel", error, "Please try again.");
    }
  });

  const busy = isSubmitting || progress !== null;
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent className="max-w-xl grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Upload Reel</DialogTitle>
          <DialogDescription>
            An MP4 or WebM video of up to 100 MB and 3 minutes, with a poster image.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-video`}>Video</Label>
            <input
              id={`${id}-video`}
              type="file"
              accept={VIDEO_ACCEPT}
              disabled={busy}
              onChange={(event) => void chooseVideo(event.target.files?.[0])}
              aria-invalid={fileErrors.video ? true : undefined}
              aria-describedby={fileErrors.video ? `${id}-video-error` : undefined}
              className="w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
            />
            {fileErrors.video ? (
              <p id={`${id}-video-error`} role="alert" className="text-destructive text-sm">
                {fileErrors.video}
              </p>
            ) : null}
          </div>
          {videoUrl ? (
            <PosterPicker
              videoUrl={videoUrl}
              onPoster={setPoster}
              error={fileErrors.poster}
              disabled={busy}
            />
          ) : null}
          <ReelDetailsFields form={form} disabled={busy} />
          {progress !== null ? <UploadProgress fraction={progress} /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton
              busy={busy}
              busyLabel={progress !== null && progress >= 1 ? "Processing..." : "Uploading..."}
            >
              Upload Reel
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
