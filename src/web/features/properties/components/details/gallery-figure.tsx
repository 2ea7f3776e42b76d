import type { ReactNode } from "react";
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
}

/** A gallery photo, whole, with its caption and position: the dialog's and the plain view's. */
export function GalleryFigure({ image, index, total, sizes, controls, live }: GalleryFigureProps) {
  return (
    <figure className="grid gap-3">
      <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-black">
        <PropertyImage
          key={image.id}
          image={image}
          alt={image.label}
          sizes={sizes}
          priority
          className="object-contain"
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
