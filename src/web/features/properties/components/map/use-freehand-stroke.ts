import { type RefObject, useRef, useState } from "react";
import type { MapLayerMouseEvent, MapLayerTouchEvent, MapRef } from "react-map-gl/maplibre";
import type { LngLat } from "@/shared/geometry";
import { MAP_POLYGON_POINTS_MAX } from "@/shared/properties";
import { type Pixel, simplifyOutline } from "./simplify-outline";

/** A press that moves less than this (pixels) is a click or a tap, not a stroke. */
const DRAG_START = 6;
/** The closest two corners of a drawn outline may be, in pixels. */
const MIN_SPACING = 8;

/**
 * Drawing an area in one stroke: while `active`, a press and drag of the mouse or of one finger
 * traces an outline, and its release hands the outline, thinned to an area's corners, to
 * `onOutline`. A press that hardly moves is left to the map's click. The map must not pan by
 * dragging meanwhile (the caller turns its drag-pan off).
 */
export function useFreehandStroke(
  map: RefObject<MapRef | null>,
  active: boolean,
  onOutline: (outline: LngLat[]) => void,
) {
  const stroke = useRef<{ pixels: Pixel[]; dragging: boolean } | null>(null);
  const [trace, setTrace] = useState<LngLat[] | null>(null);

  const begin = (event: MapLayerMouseEvent | MapLayerTouchEvent) => {
    if (!active) return;
    stroke.current = { pixels: [[event.point.x, event.point.y]], dragging: false };
  };
  const extend = (event: MapLayerMouseEvent | MapLayerTouchEvent) => {
    const current = stroke.current;
    if (!current) return;
    const pixel: Pixel = [event.point.x, event.point.y];
    const [start] = current.pixels as [Pixel];
    if (!current.dragging && Math.hypot(pixel[0] - start[0], pixel[1] - start[1]) < DRAG_START) {
      return;
    }
    current.dragging = true;
    current.pixels.push(pixel);
    const lngLat = event.lngLat;
    setTrace((drawn) => [
      ...(drawn ?? [unproject(map, start) ?? [lngLat.lng, lngLat.lat]]),
      [lngLat.lng, lngLat.lat],
    ]);
  };
  const end = () => {
    const current = stroke.current;
    stroke.current = null;
    if (!current?.dragging) return;
    setTrace(null);
    const corners = simplifyOutline(current.pixels, {
      maxPoints: MAP_POLYGON_POINTS_MAX,
      minSpacing: MIN_SPACING,
    });
    onOutline(corners.map((pixel) => unproject(map, pixel)).filter((point) => point !== null));
  };
  const drop = () => {
    stroke.current = null;
    setTrace(null);
  };

  return {
    /** The outline so far, while a stroke is being drawn. */
    trace,
    handlers: {
      onMouseDown: (event: MapLayerMouseEvent) => {
        if (event.originalEvent.button === 0) begin(event);
      },
      onMouseMove: (event: MapLayerMouseEvent) => {
        // A button let go outside the map ends the stroke as soon as the mouse is back over it.
        if (stroke.current && event.originalEvent.buttons === 0) end();
        else extend(event);
      },
      onMouseUp: end,
      onTouchStart: (event: MapLayerTouchEvent) => {
        // A second finger pinches the map: no stroke.
        if (event.originalEvent.touches.length === 1) begin(event);
        else drop();
      },
      onTouchMove: extend,
      onTouchEnd: end,
      onTouchCancel: drop,
    },
  };
}

function unproject(map: RefObject<MapRef | null>, [x, y]: Pixel): LngLat | null {
  const lngLat = map.current?.unproject([x, y]);
  return lngLat ? [lngLat.lng, lngLat.lat] : null;
}
