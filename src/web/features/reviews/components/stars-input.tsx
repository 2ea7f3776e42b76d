import { Star } from "lucide-react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { useState } from "react";
import { REVIEW_STARS_MAX } from "@/shared/reviews";
import { cn } from "@/web/lib/cn";
import { starsLabel } from "@/web/lib/rating-text";

const STARS = Array.from({ length: REVIEW_STARS_MAX }, (_, index) => index + 1);

interface StarsInputProps {
  value: number | undefined;
  onChange: (stars: number) => void;
  /** The id of the text that names the group, e.g. a legend-like label. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Stars as a radio group: arrow keys move and choose, each star is named ("3 stars"), and the
 * stars up to the one chosen (or pointed at) fill.
 */
export function StarsInput({ value, onChange, labelledBy, describedBy, invalid }: StarsInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <RadioGroupPrimitive.Root
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      aria-required
      orientation="horizontal"
      value={value === undefined ? "" : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      className="flex gap-1"
      onMouseLeave={() => setHovered(null)}
    >
      {STARS.map((stars) => (
        <RadioGroupPrimitive.Item
          key={stars}
          value={String(stars)}
          aria-label={starsLabel(stars)}
          onMouseEnter={() => setHovered(stars)}
          className="rounded-md p-1 text-amber-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <Star
            aria-hidden="true"
            className={cn("size-7", stars <= shown ? "fill-current" : "text-muted-foreground")}
          />
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
