import { useId } from "react";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";

/**
 * Where the poster comes from: a frame the preview shows, one the server takes from the video
 * (for videos this browser cannot decode), or an image of the user's own.
 */
export type PosterSource = "frame" | "video" | "image";

interface PosterSourceOptionsProps {
  value: PosterSource;
  onChange: (source: PosterSource) => void;
  /** The preview shows no frame, so none can be picked here. */
  noFrames: boolean;
}

export function PosterSourceOptions({ value, onChange, noFrames }: PosterSourceOptionsProps) {
  const id = useId();
  const options: { value: PosterSource; label: string }[] = [
    ...(noFrames ? [] : [{ value: "frame" as const, label: "Use a frame from the preview" }]),
    { value: "video", label: "Take it from the video" },
    { value: "image", label: "Choose an image" },
  ];
  return (
    <RadioGroup
      value={value}
      onValueChange={(next) => onChange(next as PosterSource)}
      className="flex flex-wrap gap-x-4 gap-y-2"
      aria-label="Poster image"
    >
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-${option.value}`} value={option.value} />
          <Label htmlFor={`${id}-${option.value}`}>{option.label}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}
