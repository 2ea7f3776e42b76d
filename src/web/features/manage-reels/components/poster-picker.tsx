import { Camera } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { checkImageFile, IMAGE_ACCEPT } from "@/web/lib/image-file";
import { captureFrame } from "./capture-frame";
import { type PosterSource, PosterSourceOptions } from "./poster-source-options";

export interface PosterChoice {
  source: PosterSource;
  /** The frame or image to send; null for "video" (the server takes one) or while there is none. */
  poster: Blob | null;
}

interface PosterPickerProps {
  /** Object URL of the chosen video. */
  videoUrl: string;
  onChange: (choice: PosterChoice) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Where the preview starts: a moment in, past a black first frame, for short clips too. */
const firstMoment = (duration: number) => Math.min(1, duration / 4);

/**
 * The video's preview and its poster: by default the frame the preview shows (moved with the
 * slider or by playing and pausing). A video this browser cannot decode (HEVC in Chrome) has no
 * preview: its poster is then taken from the video by the server, or is an image the user picks.
 */
export function PosterPicker({ videoUrl, onChange, error, disabled }: PosterPickerProps) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<PosterSource>("frame");
  // Read after awaits: a capture that finishes once the user chose otherwise is dropped.
  const sourceRef = useRef(source);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [duration, setDuration] = useState(0);
  const [time, setTime] = useState(0);
  const [posterUrl, setPosterUrl] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const applyPoster = (blob: Blob | null) => {
    setPosterUrl((previous) => {
      if (previous) URL.revokeObjectURL(previous);
      return blob ? URL.createObjectURL(blob) : null;
    });
    onChange({ source: sourceRef.current, poster: blob });
  };

  // The poster's object URL is released with the dialog.
  const latestPosterUrl = useRef(posterUrl);
  latestPosterUrl.current = posterUrl;
  useEffect(
    () => () => {
      if (latestPosterUrl.current) URL.revokeObjectURL(latestPosterUrl.current);
    },
    [],
  );

  const captureNow = async () => {
    const element = video.current;
    if (!element || sourceRef.current !== "frame") return;
    const frame = await captureFrame(element).catch(() => null);
    if (sourceRef.current === "frame") applyPoster(frame);
  };

  const chooseSource = (next: PosterSource) => {
    sourceRef.current = next;
    setSource(next);
    setImageError(null);
    applyPoster(null);
    if (next === "frame") void captureNow();
  };

  const previewFails = () => {
    setPreviewFailed(true);
    if (sourceRef.current === "frame") chooseSource("video");
  };

  const chooseImage = async (file: File | undefined) => {
    if (!file) return applyPoster(null);
    const problem = await checkImageFile(file);
    setImageError(problem ? problem.message : null);
    applyPoster(problem ? null : file);
  };

  const shownError = imageError ?? error;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <video
        ref={video}
        src={videoUrl}
        controls
        muted
        playsInline
        preload="auto"
        aria-label="Video preview"
        hidden={previewFailed}
        className="max-h-72 w-full rounded-md bg-black object-contain"
        onError={previewFails}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          // Sound without pictures: the browser read the file but cannot decode its video.
          if (element.videoWidth === 0) return previewFails();
          setDuration(element.duration);
          element.currentTime = firstMoment(element.duration);
        }}
        onSeeked={(event) => {
          setTime(event.currentTarget.currentTime);
          void captureNow();
        }}
        onPause={() => void captureNow()}
      />
      {previewFailed ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          Your browser can't preview this video. We'll take the poster from the video, or choose an
          image.
        </p>
      ) : null}
      <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3" disabled={disabled}>
        <legend className="mb-2 font-medium text-sm">Poster image (optional)</legend>
        <PosterSourceOptions value={source} onChange={chooseSource} noFrames={previewFailed} />
        {source === "frame" ? (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-time`}>Frame at {time.toFixed(1)} s</Label>
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={`${id}-time`}
                type="range"
                min={0}
                max={duration || 0}
                step={0.1}
                value={time}
                disabled={!duration}
                onChange={(event) => {
                  const next = Number(event.target.value);
                  setTime(next);
                  if (video.current) video.current.currentTime = next;
                }}
                className="min-w-40 flex-1 accent-primary"
              />
              <Button type="button" variant="outline" size="sm" onClick={() => void captureNow()}>
                <Camera aria-hidden="true" />
                Use this frame
              </Button>
            </div>
          </div>
        ) : null}
        {source === "image" ? (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-file`}>Poster file</Label>
            <input
              id={`${id}-file`}
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(event) => void chooseImage(event.target.files?.[0])}
              aria-invalid={shownError ? true : undefined}
              className="w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
            />
          </div>
        ) : null}
        {source === "video" ? (
          <p className="text-muted-foreground text-sm">
            The poster will be a frame taken from the video after upload.
          </p>
        ) : null}
        {posterUrl ? (
          <img
            src={posterUrl}
            alt="Poster preview"
            width={90}
            height={160}
            className="h-40 w-auto self-start rounded-md border object-contain"
          />
        ) : null}
        {shownError ? (
          <p role="alert" className="text-destructive text-sm">
            {shownError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
