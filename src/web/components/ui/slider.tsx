import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

interface SliderProps extends ComponentProps<typeof SliderPrimitive.Root> {
  /** One accessible name per thumb, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: string[];
  /** What a screen reader says for a value, e.g. "$250,000". */
  valueText?: (value: number) => string;
}

/** A range slider with one thumb per value; arrow keys, Page Up/Down, Home and End move thumbs. */
export function Slider({ className, thumbLabels, valueText, value, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      value={value}
      className={cn(
        "relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-60",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => {
        const thumbValue = value?.[index];
        return (
          <SliderPrimitive.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={
              valueText && thumbValue !== undefined ? valueText(thumbValue) : undefined
            }
            className="block size-6 rounded-full border-2 border-primary bg-background shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          />
        );
      })}
    </SliderPrimitive.Root>
  );
}
