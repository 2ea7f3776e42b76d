import { cn } from "@/web/lib/cn";

interface RangeSliderProps {
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: [string, string];
  /** What a screen reader says for a value, e.g. "$250,000". */
  valueText?: (value: number) => string;
  className?: string;
}

// Two native range inputs laid over one track. Only their thumbs take the pointer, so either
// thumb can be dragged where they overlap the other input; the browser provides keyboard control
// (arrows, Page Up/Down, Home, End) and the slider role with its value for assistive technology.
const THUMB = [
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:cursor-grab",
  "[&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2",
  "[&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow",
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-grab",
  "[&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary",
  "[&::-moz-range-thumb]:bg-background [&::-moz-range-thumb]:shadow",
  "focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-ring",
  "focus-visible:[&::-webkit-slider-thumb]:ring-offset-2 focus-visible:[&::-webkit-slider-thumb]:ring-offset-background",
  "focus-visible:[&::-moz-range-thumb]:ring-2 focus-visible:[&::-moz-range-thumb]:ring-ring",
].join(" ");

const INPUT = cn(
  "pointer-events-none absolute inset-0 h-full w-full appearance-none bg-transparent focus-visible:outline-none",
  "[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent",
  THUMB,
);

/** A two-thumb range; a thumb never passes the other one. */
export function RangeSlider({
  min,
  max,
  step,
  value,
  onValueChange,
  thumbLabels,
  valueText,
  className,
}: RangeSliderProps) {
  const [low, high] = value;
  const percent = (n: number) => ((n - min) / (max - min)) * 100;
  return (
    <div className={cn("relative h-10 w-full touch-none select-none", className)}>
      <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 overflow-hidden rounded-full bg-muted">
        <div
          className="absolute h-full bg-primary"
          style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
        />
      </div>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={low}
        aria-label={thumbLabels[0]}
        aria-valuetext={valueText?.(low)}
        onChange={(event) => onValueChange([Math.min(Number(event.target.value), high), high])}
        className={INPUT}
        // Thumbs meeting at the top end: the low one must be on top, or neither could move.
        style={{ zIndex: percent(low) > 50 ? 2 : 1 }}
      />
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={high}
        aria-label={thumbLabels[1]}
        aria-valuetext={valueText?.(high)}
        onChange={(event) => onValueChange([low, Math.max(Number(event.target.value), low)])}
        className={INPUT}
        style={{ zIndex: 1 }}
      />
    </div>
  );
}
