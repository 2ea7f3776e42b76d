import { ChevronLeft, ChevronRight, GalleryHorizontal, LayoutGrid } from "lucide-react";
import { useLayoutEffect } from "react";
import type { PropertyImage as PropertyImageData } from "@/shared/properties";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { GalleryFigure } from "./gallery-figure";
import { PhotoGrid } from "./photo-grid";
import { useSwipe } from "./use-swipe";

interface PhotoGalleryProps {
  title: string;
  images: PropertyImageData[];
  /** The open photo's index, or null when the gallery is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** True while the gallery shows every photo as a grid instead of one large. */
  grid: boolean;
  onGridChange: (grid: boolean) => void;
  /** Where focus goes on closing: the button that opened it (there is no DialogTrigger). */
  returnFocus?: () => void;
}

/**
 * The listing's photos in a dialog, one at a time (previous and next wrap around, as do the arrow
 * keys and swipes) or all at once as a grid.
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
        className="max-w-5xl gap-3 p-4 sm:p-6"
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
