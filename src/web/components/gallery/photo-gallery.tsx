import { ChevronLeft, ChevronRight, GalleryHorizontal, LayoutGrid } from "lucide-react";
import { useLayoutEffect } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { cn } from "@/web/lib/cn";
import { GalleryFigure } from "./gallery-figure";
import type { GalleryImage } from "./gallery-image";
import { PhotoGrid } from "./photo-grid";
import { useSwipe } from "./use-swipe";
import { useZoomedIn } from "./use-zoomed";

interface PhotoGalleryProps {
  title: string;
  images: GalleryImage[];
  /** The open photo's index, or null when the gallery is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** True while the gallery shows every photo as a grid instead of one large. */
  grid: boolean;
  onGridChange: (grid: boolean) => void;
  /** Where focus goes on closing: the button that opened it (there is no DialogTrigger). */
  returnFocus?: () => void;
}

/** Below 640 px the dialog is the whole screen; from there up, a large centred box. */
const FULL_SCREEN_ON_PHONES =
  "top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 grid-rows-[auto_auto_minmax(0,1fr)] rounded-none border-0 p-3 sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-5xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:grid-rows-none sm:rounded-xl sm:border sm:p-6";

/**
 * A listing's or a portfolio's photos in a dialog that holds focus and closes with Escape, one at
 * a time (previous and next wrap around, as do the arrow keys and swipes) or all at once as a
 * grid. On a phone it takes the whole screen and the photo all the height left.
 */
export function PhotoGallery({
  title,
  images,
  index,
  onIndexChange,
  grid,
  onGridChange,
  returnFocus,
}: PhotoGalleryProps) {
  const total = images.length;
  const image = index === null ? undefined : images[index];
  const step = (delta: number) => {
    if (index !== null) onIndexChange(wrapIndex(index + delta, total));
  };
  const swipe = useSwipe(step);
  const zoomed = useZoomedIn();
  // The arrow keys are heard on the whole document while the gallery is open, not only inside
  // it: the dialog takes focus in an effect after it shows, and an arrow pressed in that moment
  // would otherwise go to the page behind it. A layout effect, so the listener is in place
  // before the next key press can arrive.
  useLayoutEffect(() => {
    if (index === null || grid) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const delta = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
      if (delta === 0) return;
      event.preventDefault();
      onIndexChange(wrapIndex(index + delta, total));
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [index, grid, total, onIndexChange]);
  return (
    <Dialog open={image !== undefined} onOpenChange={(open) => (open ? null : onIndexChange(null))}>
      <DialogContent
        closeLabel="Close gallery"
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
        className={cn("gap-3", FULL_SCREEN_ON_PHONES)}
      >
        <DialogTitle className="pr-10">{title}: photo gallery</DialogTitle>
        <DialogDescription className="sr-only">
          Use the Previous and Next buttons, the arrow keys or a swipe to move between photos.
        </DialogDescription>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onGridChange(!grid)}
        >
          {grid ? <GalleryHorizontal aria-hidden="true" /> : <LayoutGrid aria-hidden="true" />}
          {grid ? "One at a time" : `All ${total} photos`}
        </Button>
        {grid ? (
          <PhotoGrid
            images={images}
            onPick={(picked) => {
              onGridChange(false);
              onIndexChange(picked);
            }}
          />
        ) : image && index !== null ? (
          <GalleryFigure
            image={image}
            index={index}
            total={total}
            sizes="(min-width: 1024px) 976px, 100vw"
            live
            gestures={swipe}
            fillOnPhones
            zoomed={zoomed}
            controls={
              <>
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  aria-label="Previous photo"
                  onClick={() => step(-1)}
                  className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full opacity-90 shadow"
                >
                  <ChevronLeft aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  aria-label="Next photo"
                  onClick={() => step(1)}
                  className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full opacity-90 shadow"
                >
                  <ChevronRight aria-hidden="true" />
                </Button>
              </>
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Previous from the first photo is the last, next from the last is the first. */
function wrapIndex(index: number, total: number): number {
  return (index + total) % total;
}
