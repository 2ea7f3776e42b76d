import type { HTMLAttributes, ReactNode } from "react";
import { PropertyImage } from "@/web/components/properties/property-image";
import { cn } from "@/web/lib/cn";
import type { GalleryImage } from "./gallery-image";

interface GalleryFigureProps {
  image: GalleryImage;
  index: number;
  total: number;
  sizes: string;
  /** The previous and next controls laid over the photo: buttons in the dialog, links without it. */
  controls: ReactNode;
  /** Announce the caption as it changes (the dialog, where the photo changes in place). */
  live?: boolean;
  /** Pointer handlers on the photo (the dialog's swipe). */
  gestures?: HTMLAttributes<HTMLDivElement>;
  /** The photo takes all the height it is given below 640 px (the dialog, full screen there). */
  fillOnPhones?: boolean;
  /** The page is pinched larger: a drag pans the photo in any direction. */
  zoomed?: boolean;
}

/** A gallery photo, whole, with its caption and position: the dialog's and the plain view's. */
export function GalleryFigure({
  image,
  index,
  total,
  sizes,
  controls,
  live,
  gestures,
  fillOnPhones,
  zoomed,
}: GalleryFigureProps) {
  return (
    <figure
      className={cn(
        "grid gap-3",
        fillOnPhones && "min-h-0 grid-rows-[minmax(0,1fr)_auto] sm:grid-rows-none",
      )}
    >
      {/* pan-y: a sideways swipe is the gallery's, an upward one still scrolls; pinch-zoom: two
          fingers enlarge the photo, as on any page. */}
      <div
        {...gestures}
        className={cn(
          "relative aspect-[3/2] overflow-hidden rounded-lg bg-black",
          zoomed ? "touch-manipulation" : "touch-pan-y touch-pinch-zoom",
          fillOnPhones && "aspect-auto sm:aspect-[3/2]",
        )}
      >
        <PropertyImage
          key={image.id}
          image={image}
          alt={image.label}
          sizes={sizes}
          priority
          fill
          fit="contain"
        />
        {controls}
      </div>
      <figcaption
        aria-live={live ? "polite" : undefined}
        className="flex flex-wrap items-baseline justify-between gap-2 text-sm"
      >
        <span className="font-medium">{image.label}</span>
        <span className="text-muted-foreground">
          {index + 1} of {total}
        </span>
      </figcaption>
    </figure>
  );
}
