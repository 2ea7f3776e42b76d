import { PropertyImage } from "@/web/components/properties/property-image";
import type { GalleryImage } from "./gallery-image";

interface PhotoGridProps {
  images: GalleryImage[];
  /** Shows one photo large (the gallery's photo view). */
  onPick: (index: number) => void;
}

/** Every photo of the gallery at once, whole-ish tiles; picking one opens it large. */
export function PhotoGrid({ images, onPick }: PhotoGridProps) {
  return (
    <ul
      aria-label="All photos"
      className="grid max-h-[70vh] grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3"
    >
      {images.map((image, index) => (
        <li key={image.id}>
          <button
            type="button"
            onClick={() => onPick(index)}
            aria-label={`Show photo ${index + 1} of ${images.length}: ${image.label}`}
            className="relative block aspect-[4/3] w-full overflow-hidden rounded-md bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <PropertyImage
              image={image}
              alt={image.label}
              sizes="(min-width: 640px) 320px, 50vw"
              fill
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
