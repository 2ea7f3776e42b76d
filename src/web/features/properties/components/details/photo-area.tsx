import { Images, LoaderCircle } from "lucide-react";
import { type CSSProperties, type MouseEvent, useRef, useState } from "react";
import type { PropertyImage as PropertyImageData } from "@/shared/properties";
import { PropertyImage } from "@/web/components/properties/property-card";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { onDemand, useOnDemand } from "@/web/lib/on-demand";

// The gallery dialog (Radix Dialog) loads on the first click, not with the page.
const galleryChunk = onDemand(() => import("./photo-gallery"));

const THUMBNAILS = 4;

/** The main photo (the page's largest image), four thumbnails from 768 px, and the gallery. */
export function PhotoArea({ title, images }: { title: string; images: PropertyImageData[] }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const gallery = useOnDemand(galleryChunk, "Could not open the photo gallery.");
  const opener = useRef<HTMLButtonElement | null>(null);
  const openGallery = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    gallery.open(() => setOpenAt(index));
  };
  const busy = gallery.busy || undefined;
  const [main, ...rest] = images;
  if (!main) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-xl bg-muted text-muted-foreground md:aspect-auto md:h-[28rem]">
        No photos available
      </div>
    );
  }
  const thumbnails = rest.slice(0, THUMBNAILS);
  // Four thumbnails make a 2 x 2 block beside the main photo; fewer stack in one column.
  const rows = thumbnails.length === THUMBNAILS ? 2 : thumbnails.length;
  const layout = { "--rows": rows } as CSSProperties;
  return (
    <div className="relative">
      <div
        style={layout}
        className={cn(
          "grid gap-2 overflow-hidden rounded-xl",
          thumbnails.length === THUMBNAILS && "md:grid-cols-4",
          thumbnails.length > 0 && thumbnails.length < THUMBNAILS && "md:grid-cols-3",
          thumbnails.length > 0 &&
            "md:h-[28rem] md:[grid-template-rows:repeat(var(--rows),minmax(0,1fr))]",
        )}
      >
        <button
          type="button"
          onClick={(event) => openGallery(0, event)}
          aria-busy={busy}
          aria-label={`Open photo 1 of ${images.length}: ${main.label}`}
          className={cn(
            "relative block aspect-[4/3] overflow-hidden bg-muted md:aspect-auto",
            thumbnails.length > 0 ? "md:col-span-2 md:[grid-row:span_var(--rows)]" : "md:h-[28rem]",
          )}
        >
          <PropertyImage
            image={main}
            alt={main.label}
            sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
            priority
          />
        </button>
        {thumbnails.map((image, index) => (
          <button
            key={image.id}
            type="button"
            onClick={(event) => openGallery(index + 1, event)}
            aria-busy={busy}
            aria-label={`Open photo ${index + 2} of ${images.length}: ${image.label}`}
            className="relative hidden overflow-hidden bg-muted md:block"
          >
            <PropertyImage
              image={image}
              alt={image.label}
              sizes="(min-width: 1280px) 320px, 25vw"
            />
          </button>
        ))}
      </div>
      <div className="absolute right-3 bottom-3 flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={(event) => openGallery(0, event)}
          aria-busy={busy}
          className="shadow"
        >
          {busy ? <Spinner /> : null}
          View gallery
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={(event) => openGallery(0, event)}
          aria-busy={busy}
          className="shadow"
        >
          {busy ? <Spinner /> : <Images aria-hidden="true" />}
          View all {images.length} photos
        </Button>
      </div>
      {gallery.module ? (
        <gallery.module.PhotoGallery
          title={title}
          images={images}
          index={openAt}
          onIndexChange={setOpenAt}
          returnFocus={() => opener.current?.focus()}
        />
      ) : null}
    </div>
  );
}

function Spinner() {
  return <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />;
}
