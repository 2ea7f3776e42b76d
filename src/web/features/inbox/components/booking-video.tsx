import { Film, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { BookingSummary, BookingVideo } from "@/shared/bookings";
import { REEL_TITLE_MAX } from "@/shared/manage-reels";
import { Button } from "@/web/components/ui/button";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { TextField } from "@/web/components/ui/text-field";
import { ApiClientError } from "@/web/lib/api-client";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { checkVideoFile, VIDEO_ACCEPT } from "@/web/lib/video-file";
import { useRemoveBookingVideo, useUploadBookingVideo } from "../api/bookings";

/**
 * The delivered video, played from the booking (only its two sides can load it). A phone's .mov
 * may not play in every browser before it is a reel, so the file can be downloaded too.
 */
export function DeliveredVideo({ video }: { video: BookingVideo }) {
  return (
    <figure className="space-y-1">
      {/* biome-ignore lint/a11y/useMediaCaption: the delivery is the raw shoot; captions come with the reel. */}
      <video
        controls
        preload="metadata"
        playsInline
        className="aspect-[9/16] max-h-80 rounded-md bg-black"
        aria-label={`Delivered video: ${video.title}`}
      >
        <source src={video.url} type={video.contentType} />
      </video>
      <figcaption className="text-sm">
        {video.title} ·{" "}
        <a href={video.url} download className="underline underline-offset-4">
          Download
        </a>
      </figcaption>
    </figure>
  );
}

/** The issue the server found with a field, if it was that field's. */
function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiClientError)) return undefined;
  return error.issues.find((issue) => issue.path === field)?.message;
}

/**
 * The photographer's video for a reel in a confirmed booking: choose the file and the reel's
 * title, watch it go up, and remove or replace it before delivering.
 */
export function DeliverVideo({ booking }: { booking: BookingSummary }) {
  const id = useId();
  const upload = useUploadBookingVideo(booking.id);
  const remove = useRemoveBookingVideo(booking.id);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState("");
  const [errors, setErrors] = useState<{ video?: string; title?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const videoError = file ? await checkVideoFile(file) : "Choose a video";
    const titleError = title.trim() ? undefined : "Title is required";
    setErrors({ video: videoError ?? undefined, title: titleError });
    if (!file || videoError || titleError) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ video: file, title: title.trim(), onProgress: setProgress });
      notifySuccess("Video uploaded", "Deliver it with the photos when you are ready.");
      setFile(null);
      setTitle("");
    } catch (error) {
      setErrors({ video: fieldMessage(error, "video"), title: fieldMessage(error, "title") });
      notifyError("Failed to upload the video", error, "Please try again.");
    } finally {
      setProgress(null);
    }
  };

  const takeBack = async () => {
    try {
      await remove.mutateAsync();
      notifySuccess("Video removed", "Upload another whenever you are ready.");
    } catch (error) {
      notifyError("Failed to remove the video", error, "Please try again.");
    }
  };

  return (
    <div className="space-y-3">
      <h4 className="flex items-center gap-2 font-medium text-sm">
        <Film aria-hidden="true" className="size-4" />
        Video for a reel
      </h4>
      {booking.video ? (
        <div className="flex flex-wrap items-end gap-3">
          <DeliveredVideo video={booking.video} />
          <Button
            size="sm"
            variant="outline"
            onClick={() => void takeBack()}
            disabled={remove.isPending || progress !== null}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove video
          </Button>
        </div>
      ) : null}
      <form className="grid gap-3 sm:max-w-md" onSubmit={(event) => void send(event)} noValidate>
        <div className="grid gap-2">
          <label htmlFor={`${id}-video`} className="font-medium text-sm">
            {booking.video ? "Replace the video" : "Video file"}
          </label>
          <input
            id={`${id}-video`}
            type="file"
            accept={VIDEO_ACCEPT}
            aria-invalid={errors.video ? true : undefined}
            aria-describedby={errors.video ? `${id}-video-error` : undefined}
            className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {errors.video ? (
            <p id={`${id}-video-error`} className="text-destructive text-sm">
              {errors.video}
            </p>
          ) : null}
        </div>
        <TextField
          label="Reel title"
          value={title}
          maxLength={REEL_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
        />
        <div className="flex items-center gap-3">
          <SubmitButton size="sm" busy={progress !== null} busyLabel="Uploading...">
            Upload video
          </SubmitButton>
          {progress !== null ? (
            <progress
              aria-label="Video upload"
              value={Math.round(progress * 100)}
              max={100}
              className="h-2 flex-1"
            />
          ) : null}
        </div>
      </form>
    </div>
  );
}
