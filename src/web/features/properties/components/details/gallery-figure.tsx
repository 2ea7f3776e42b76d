import type { HTMLAttributes, ReactNode } from "react";
import type { PropertyImage as PropertyImageData } from "@/shared/properties";
import { PropertyImage } from "@/web/components/properties/property-card";

interface GalleryFigureProps {
  image: PropertyImageData;
  index: number;
  total: number;
  sizes: string;
  /** The previous and next controls laid over the photo: buttons in the dialog, links without it. */
  controls: ReactNode;
  /** Announce the caption as it changes (the dialog, where the photo changes in place). */
  live?: boolean;
  /** Pointer handlers on the photo (the dialog's swipe). */
  gestures?: HTMLAttributes<HTMLDivElement>;
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
}: GalleryFigureProps) {
  return (
    <figure className="grid gap-3">
      {/* pan-y: a sideways swipe is the gallery's, an upward one still scrolls. */}
      <div
        {...gestures}
        className="relative aspect-[3/2] touch-pan-y overflow-hidden rounded-lg bg-black"
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
