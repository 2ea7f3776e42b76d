import { Images, LoaderCircle } from "lucide-react";
import { type CSSProperties, type MouseEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { PropertyImage as PropertyImageData } from "@/shared/properties";
import { PropertyImage } from "@/web/components/properties/property-image";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { cn } from "@/web/lib/cn";
import { onDemand } from "@/web/lib/on-demand";
import { useOnDemand } from "@/web/lib/use-on-demand";
import { PhotoView } from "./photo-view";

// The gallery dialog (Radix Dialog) loads on the first click, not with the page.
const galleryChunk = onDemand(() => import("@/web/components/gallery/photo-gallery"));

const THUMBNAILS = 4;

/** The query key of the open photo: `?photo=2` is the second (the number the gallery shows). */
const PHOTO_PARAM = "photo";

/** The history state of the gallery's own URL changes, which are on screen already. */
const GALLERY_STATE = { gallery: true } as const;

const asObject = (state: unknown) => (typeof state === "object" && state !== null ? state : {});

const isGalleryState = (state: unknown) =>
  typeof state === "object" && state !== null && "gallery" in state;

/** The photo a listing URL asks for, or null when it asks for none (or one it does not have). */
function photoIndex(search: string, total: number): number | null {
  const value = new URLSearchParams(search).get(PHOTO_PARAM);
  if (!value || !/^[1-9]\d{0,3}$/.test(value)) return null;
  const number = Number(value);
  return number <= total ? number - 1 : null;
}

const SECONDARY_SMALL = buttonVariants({ variant: "secondary", size: "sm", className: "shadow" });

/**
 * The main photo (the page's largest image), four thumbnails from 768 px, and the gallery. Each
 * opener is a link to the listing at that photo (`?photo=`), which the server draws as a plain
 * view of the photo; with scripts, a click opens the dialog and keeps the URL in step (replaced,
 * so Back leaves the listing as before).
 */
export function PhotoArea({ title, images }: { title: string; images: PropertyImageData[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const urlIndex = photoIndex(location.search, images.length);
  const [openAt, setOpenAt] = useState(urlIndex);
  const [grid, setGrid] = useState(false);
  const gallery = useOnDemand(galleryChunk, "Could not open the photo gallery.");
  const opener = useRef<HTMLElement | null>(null);

  const photoHref = (index: number | null) => {
    const params = new URLSearchParams(location.search);
    if (index === null) params.delete(PHOTO_PARAM);
    else params.set(PHOTO_PARAM, String(index + 1));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const show = (index: number | null) => {
    setOpenAt(index);
    // Merged into the entry's state, which may also say which search to go back to.
    navigate(photoHref(index), {
      replace: true,
      state: { ...asObject(location.state), ...GALLERY_STATE },
    });
  };

  // Back, Forward or a link moved the URL: show the photo it asks for. The gallery's own changes
  // are marked in the history state and already on screen (quick arrow presses must not be
  // overtaken by the URL of an earlier one).
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (location.key === seenKey.current) return;
    seenKey.current = location.key;
    if (!isGalleryState(location.state)) setOpenAt(urlIndex);
  }, [location.key, location.state, urlIndex]);

  // Opened from the URL (the plain view, drawn by the server): the dialog takes over once its code
  // is in.
  const loadGallery = gallery.open;
  const galleryLoaded = gallery.module !== undefined;
  useEffect(() => {
    if (openAt !== null && !galleryLoaded) loadGallery(() => undefined);
  }, [openAt, galleryLoaded, loadGallery]);

  const openGallery =
    (index: number, asGrid = false) =>
    (event: MouseEvent<HTMLAnchorElement>) => {
      // A modified click (new tab, new window) is left to the browser.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      opener.current = event.currentTarget;
      gallery.open(() => {
        setGrid(asGrid);
        show(index);
      });
    };
  const busy = gallery.busy || undefined;
  const [main, ...rest] = images;
  if (openAt !== null && !gallery.module) {
    return (
      <div>
        <PhotoView title={title} images={images} index={openAt} photoHref={photoHref} />
      </div>
    );
  }
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
        <a
          href={photoHref(0)}
          onClick={openGallery(0)}
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
            fill
          />
        </a>
        {thumbnails.map((image, index) => (
          <a
            key={image.id}
            href={photoHref(index + 1)}
            onClick={openGallery(index + 1)}
            aria-busy={busy}
            aria-label={`Open photo ${index + 2} of ${images.length}: ${image.label}`}
            className="relative hidden overflow-hidden bg-muted md:block"
          >
            <PropertyImage
              image={image}
              alt={image.label}
              sizes="(min-width: 1280px) 320px, 25vw"
              fill
            />
          </a>
        ))}
      </div>
      {/* One way in: every photo as a grid to pick from, or the only one large. */}
      <a
        href={photoHref(0)}
        onClick={openGallery(0, images.length > 1)}
        aria-busy={busy}
        className={cn(SECONDARY_SMALL, "absolute right-3 bottom-3")}
      >
        {busy ? <Spinner /> : <Images aria-hidden="true" />}
        {images.length === 1 ? "View 1 photo" : `View all ${images.length} photos`}
      </a>
      {gallery.module ? (
        <gallery.module.PhotoGallery
          title={title}
          images={images}
          index={openAt}
          onIndexChange={show}
          grid={grid}
          onGridChange={setGrid}
          returnFocus={() => opener.current?.focus()}
        />
      ) : null}
    </div>
  );
}

function Spinner() {
  return <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />;
}
