import type { PhotoFocus } from "@/shared/properties";

interface FocusPickerProps {
  /** The photo's name, e.g. "Photo 2". */
  name: string;
  focus: PhotoFocus | null;
  onChange: (focus: PhotoFocus | null) => void;
}

const percent = (fraction: number | undefined) => Math.round((fraction ?? 0.5) * 100);

const AXES = [
  { axis: "x", label: "Across" },
  { axis: "y", label: "Down" },
] as const;

/**
 * Where the photo's crops keep its subject (cards and thumbnails cut a wide photo to 4:3): two
 * sliders the keyboard can move, beside a click on the photo itself, and back to the centre.
 */
export function FocusPicker({ name, focus, onChange }: FocusPickerProps) {
  const across = percent(focus?.x);
  const down = percent(focus?.y);
  const set = (change: Partial<PhotoFocus>) =>
    onChange({ x: focus?.x ?? 0.5, y: focus?.y ?? 0.5, ...change });
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Focal point: {focus ? `${across}% across, ${down}% down` : "centre"}
      </summary>
      <div className="grid gap-1.5 pt-2">
        {AXES.map(({ axis, label }) => (
          <label key={axis} className="grid gap-0.5 text-xs">
            {label}
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={percent(focus?.[axis])}
              aria-label={`Focal point of ${name}, ${label.toLowerCase()}`}
              onChange={(event) => set({ [axis]: Number(event.target.value) / 100 })}
              className="accent-primary"
            />
          </label>
        ))}
        <button
          type="button"
          disabled={!focus}
          onClick={() => onChange(null)}
          className="w-fit text-primary text-xs underline underline-offset-4 disabled:text-muted-foreground disabled:no-underline"
        >
          Back to the centre
        </button>
      </div>
    </details>
  );
}
