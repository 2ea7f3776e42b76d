import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

interface SliderProps extends Omit<ComponentProps<typeof SliderPrimitive.Root>, "children"> {
  /** Accessible name of each thumb, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: string[];
  /** What a screen reader says for a value, e.g. "$250,000". */
  valueText?: (value: number) => string;
}

/** A slider with one thumb per label; the keyboard moves a thumb (arrows, Page Up/Down, Home, End). */
export function Slider({ className, thumbLabels, valueText, value, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      value={value}
      className={cn("relative flex h-10 w-full touch-none select-none items-center", className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {/* No colour transition on the thumbs: inside the closed Filters panel (a <details>) a
          finished transition stays listed for good, and the accessibility pass waits for none. */}
      {thumbLabels.map((label, index) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          aria-valuetext={value && valueText ? valueText(value[index] ?? 0) : undefined}
          className="block size-6 cursor-grab rounded-full border-2 border-primary bg-background shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
