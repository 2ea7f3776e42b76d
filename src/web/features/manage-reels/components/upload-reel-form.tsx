import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { ReelStorageUsage, ReelUploadState } from "@/shared/manage-reels";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { ApiClientError } from "@/web/lib/api-client";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError } from "@/web/lib/notify";
import { checkVideoFile, VIDEO_ACCEPT } from "@/web/lib/video-file";
import { useUploadReel } from "../api/upload-reel";
import { CaptionsField } from "./captions-field";
import { type PosterChoice, PosterPicker } from "./poster-picker";
import {
  ReelDetailsFields,
  type ReelDetailsValues,
  reelDetailsSchema,
} from "./reel-details-fields";
import { UploadProgress } from "./upload-progress";

type FileField = "video" | "poster" | "captions";

interface UploadReelFormProps {
  storage?: ReelStorageUsage | undefined;
  /** Every byte is sent and the server took the upload: processing begins. */
  onUploaded: (state: ReelUploadState) => void;
  /** True while bytes are going out, when closing would lose them. */
  onSendingChange: (sending: boolean) => void;
  onCancel: () => void;
}

/** The upload form: a video checked here and again by the server, its poster, details, captions. */
export function UploadReelForm({
  storage,
  onUploaded,
  onSendingChange,
  onCancel,
}: UploadReelFormProps) {
  const id = useId();
  const upload = useUploadReel();
  const [video, setVideo] = useState<File | null>(null);
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  const [poster, setPoster] = useState<PosterChoice>({ source: "frame", poster: null });
  const [captions, setCaptions] = useState("");
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileField, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<ReelDetailsValues>({
    resolver: zodResolver(reelDetailsSchema),
    defaultValues: { title: "", propertyId: "" },
  });
  const { handleSubmit, setError } = form;

  useEffect(
    () => () => {
      if (videoUrl) URL.revokeObjectURL(videoUrl);
    },
    [videoUrl],
  );

  const chooseVideo = async (file: File | undefined) => {
    setPoster({ source: "frame", poster: null });
    setVideo(null);
    setVideoUrl(null);
    if (!file) return;
    const problem = await checkVideoFile(file, storage);
    setFileErrors({ video: problem ?? undefined });
    if (problem) return;
    setVideo(file);
    setVideoUrl(URL.createObjectURL(file));
  };

  const sending = (value: number | null) => {
    setProgress(value);
    onSendingChange(value !== null);
  };

  const onSubmit = handleSubmit(async (values) => {
    // A frame the preview could not give is taken by the server instead; an image must be chosen.
    const missing = {
      video: video ? undefined : "Please choose an MP4, MOV or WebM video",
      poster:
        poster.source === "image" && !poster.poster ? "Please choose a poster image" : undefined,
    };
    if (!video || missing.poster) return setFileErrors(missing);
    setFileErrors({});
    sending(0);
    try {
      const state = await upload.mutateAsync({
        video,
        poster: poster.source === "video" ? null : poster.poster,
        title: values.title,
        propertyId: values.propertyId || null,
        captions: captions.trim() ? captions : null,
        onProgress: setProgress,
      });
      sending(null);
      onUploaded(state);
    } catch (error) {
      sending(null);
      const issues = error instanceof ApiClientError ? error.issues : [];
      const byField = Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
      setFileErrors({ video: byField.video, poster: byField.poster, captions: byField.captions });
      applyFieldIssues(error, setError, ["title", "propertyId"]);
      notifyError("Failed to upload reel", error, "Please try again.");
    }
  });

  const busy = form.formState.isSubmitting || progress !== null;
  return (
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
          key={videoUrl}
          videoUrl={videoUrl}
          onChange={setPoster}
          error={fileErrors.poster}
          disabled={busy}
        />
      ) : null}
      <ReelDetailsFields form={form} disabled={busy} />
      <CaptionsField
        legend="Captions (optional)"
        value={captions}
        onChange={setCaptions}
        error={fileErrors.captions}
        disabled={busy}
      />
      {progress !== null ? <UploadProgress fraction={progress} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <SubmitButton busy={busy} busyLabel="Uploading...">
          Upload Reel
        </SubmitButton>
      </div>
    </form>
  );
}
