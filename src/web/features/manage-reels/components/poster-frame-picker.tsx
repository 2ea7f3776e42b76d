import type { ResponsiveImage } from "@/shared/properties";
import { cn } from "@/web/lib/cn";

interface PosterFramePickerProps {
  frames: ResponsiveImage[];
  /** The poster now shown, to mark the still it already is (if it is one). */
  currentSrc: string;
  /** The still chosen in this dialog; null keeps the poster. */
  value: number | null;
  onChange: (index: number) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The reel's poster, chosen among stills taken through its video: radio buttons drawn as the
 * stills, so a keyboard moves through them with the arrow keys.
 */
export function PosterFramePicker({
  frames,
  currentSrc,
  value,
  onChange,
  error,
  disabled,
}: PosterFramePickerProps) {
  if (frames.length === 0) return null;
  const chosen = value ?? frames.findIndex((frame) => frame.src === currentSrc);
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 font-medium text-sm">Poster</legend>
      <div className="flex gap-3">
        {frames.map((frame, index) => (
          <label
            key={frame.src}
            className={cn(
              "relative w-20 cursor-pointer overflow-hidden rounded-md border-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2",
              chosen === index ? "border-primary" : "border-transparent",
            )}
          >
            <input
              type="radio"
              name="poster-frame"
              className="sr-only"
              checked={chosen === index}
              onChange={() => onChange(index)}
              aria-label={`Still ${index + 1} of ${frames.length}`}
            />
            <img
              src={frame.src}
              srcSet={frame.srcSet}
              sizes="80px"
              width={frame.width}
              height={frame.height}
              alt=""
              loading="lazy"
              className="aspect-[9/16] w-full object-cover"
            />
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
