import { Button } from "@/web/components/ui/button";
import type { useAreaDrawer } from "./use-area-drawer";

interface MapControlsProps {
  drawer: ReturnType<typeof useAreaDrawer>;
  /** Adds the map's centre to the area being drawn: drawing without a pointer. */
  onAddCentre: () => void;
  followMoves: boolean;
  onFollowMoves: (follow: boolean) => void;
  /** A drawn area is the search: it can be cleared (and no other drawn). */
  hasArea: boolean;
  onClearArea: () => void;
  /** Given while the map has moved away from the searched area and moves do not search. */
  onSearchHere: (() => void) | undefined;
}

const ON_MAP = "bg-background/95 shadow";

/** The search map's own controls, over its top left: labelled, in the tab order after the list. */
export function MapControls({
  drawer,
  onAddCentre,
  followMoves,
  onFollowMoves,
  hasArea,
  onClearArea,
  onSearchHere,
}: MapControlsProps) {
  return (
    <div className="absolute top-3 left-3 z-10 flex max-w-[calc(100%-4rem)] flex-wrap items-start gap-2">
      {drawer.drawing ? (
        <div className={`flex flex-wrap items-center gap-2 rounded-lg p-2 ${ON_MAP}`}>
          <p className="text-sm">
            <span className="pointer-coarse:hidden">
              Drag to draw an area, or click to add points.
            </span>
            <span className="hidden pointer-coarse:inline">Draw the area with your finger.</span> Or
            move the map and add its centre.
          </p>
          <Button type="button" size="sm" variant="outline" onClick={onAddCentre}>
            Add the centre
          </Button>
          <Button type="button" size="sm" onClick={drawer.finish}>
            Finish area
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={drawer.cancel}>
            Cancel
          </Button>
        </div>
      ) : (
        <>
          <label
            className={`flex h-9 items-center gap-2 rounded-lg px-3 font-medium text-sm ${ON_MAP}`}
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={followMoves}
              onChange={(event) => onFollowMoves(event.currentTarget.checked)}
            />
            Search as I move the map
          </label>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className={ON_MAP}
            onClick={hasArea ? onClearArea : drawer.start}
          >
            {hasArea ? "Clear area" : "Draw an area"}
          </Button>
          {onSearchHere ? (
            <Button type="button" size="sm" className="shadow" onClick={onSearchHere}>
              Search this area
            </Button>
          ) : null}
        </>
      )}
      {drawer.problem ? (
        <p role="alert" className={`w-full rounded-lg p-2 text-destructive text-sm ${ON_MAP}`}>
          {drawer.problem}
        </p>
      ) : null}
    </div>
  );
}
