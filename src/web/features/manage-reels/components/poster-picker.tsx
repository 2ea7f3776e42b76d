import { Camera } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";
import { checkImageFile, IMAGE_ACCEPT } from "@/web/lib/image-file";
import { captureFrame } from "./capture-frame";

export type PosterSource = "frame" | "image";

interface PosterPickerProps {
  /** Object URL of the chosen video. */
  videoUrl: string;
  /** Called with the poster whenever it changes (null while there is none). */
  onPoster: (poster: Blob | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Where the preview starts: a moment in, past a black first frame, for short clips too. */
const firstMoment = (duration: number) => Math.min(1, duration / 4);

/**
 * The video's preview and its poster: by default the frame the preview shows (moved with the
 * slider or by playing and pausing), else an image the user chooses.
 */
export function PosterPicker({ videoUrl, onPoster, error, disabled }: PosterPickerProps) {
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<PosterSource>("frame");
  const [duration, setDuration] = useState(0);
  const [time, setTime] = useState(0);
  const [posterUrl, setPosterUrl] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  const applyPoster = (blob: Blob | null) => {
    setPosterUrl((previous) => {
      if (previous) URL.revokeObjectURL(previous);
      return blob ? URL.createObjectURL(blob) : null;
    });
    onPoster(blob);
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

  /** `force`: the source is switching to "frame" in this same event, before the state says so. */
  const captureNow = async (force = false) => {
    const element = video.current;
    if (!element || (!force && source !== "frame")) return;
    try {
      applyPoster(await captureFrame(element));
    } catch {
      applyPoster(null);
    }
  };

  const chooseSource = (next: PosterSource) => {
    setSource(next);
    setImageError(null);
    applyPoster(null);
    if (next === "frame") void captureNow(true);
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
        className="max-h-72 w-full rounded-md bg-black object-contain"
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          setDuration(element.duration);
          element.currentTime = firstMoment(element.duration);
        }}
        onSeeked={(event) => {
          setTime(event.currentTarget.currentTime);
          void captureNow();
        }}
        onPause={() => void captureNow()}
      />
      <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3" disabled={disabled}>
        <legend className="mb-2 font-medium text-sm">Poster image</legend>
        <RadioGroup
          value={source}
          onValueChange={(next) => chooseSource(next as PosterSource)}
          className="flex flex-wrap gap-4"
          aria-label="Poster image"
        >
          <div className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-frame`} value="frame" />
            <Label htmlFor={`${id}-frame`}>Use a frame from the video</Label>
          </div>
          <div className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-image`} value="image" />
            <Label htmlFor={`${id}-image`}>Choose an image</Label>
          </div>
        </RadioGroup>
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
        ) : (
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
        )}
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
