import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { PropertyImage as PropertyImageData } from "@/shared/properties";
import { GalleryFigure } from "@/web/components/gallery/gallery-figure";

interface PhotoViewProps {
  title: string;
  images: PropertyImageData[];
  index: number;
  /** The listing's URL at a photo (`?photo=`), or without one for null. */
  photoHref: (index: number | null) => string;
}

// The dialog's round secondary icon buttons (photo-gallery.tsx), as links.
const ROUND =
  "absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-secondary text-secondary-foreground opacity-90 shadow hover:bg-secondary/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:size-4";

/**
 * The gallery as the server draws it for a listing URL with `?photo=`: the photo, links to the
 * previous and next ones and a link back, so it works before (or without) the scripts. Once they
 * run, the dialog (photo-gallery.tsx) takes its place.
 */
export function PhotoView({ title, images, index, photoHref }: PhotoViewProps) {
  const headingId = useId();
  const total = images.length;
  const image = images[index];
  if (!image) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="relative mx-auto grid max-w-5xl gap-3 rounded-xl border bg-card p-4 text-card-foreground sm:p-6"
    >
      <h2 id={headingId} className="pr-10 font-semibold text-lg leading-tight">
        {title}: photo gallery
      </h2>
      <Link
        to={photoHref(null)}
        aria-label="Close gallery"
        className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground [&_svg]:size-5"
      >
        <X aria-hidden="true" />
      </Link>
      <GalleryFigure
        image={image}
        index={index}
        total={total}
        sizes="(min-width: 1280px) 1216px, 100vw"
        controls={
          <>
            <Link
              to={photoHref((index - 1 + total) % total)}
              aria-label="Previous photo"
              className={`${ROUND} left-2`}
            >
              <ChevronLeft aria-hidden="true" />
            </Link>
            <Link
              to={photoHref((index + 1) % total)}
              aria-label="Next photo"
              className={`${ROUND} right-2`}
            >
              <ChevronRight aria-hidden="true" />
            </Link>
          </>
        }
      />
    </section>
  );
}
