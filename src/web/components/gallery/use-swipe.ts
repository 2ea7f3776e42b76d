import { type PointerEvent, useRef } from "react";
import { isZoomedIn } from "./use-zoomed";

/** How far a finger must travel sideways, in CSS pixels, for a swipe rather than a tap. */
const SWIPE_MIN = 40;

/**
 * Pointer handlers that call `onSwipe(1)` for a swipe to the left (the next photo) and
 * `onSwipe(-1)` for one to the right, on touch and pen only: a mouse drag selects or drags.
 * A pinched-in page's drag pans the photo instead, and a second finger is a pinch, not a swipe.
 */
export function useSwipe(onSwipe: (delta: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === "mouse" || !event.isPrimary || isZoomedIn()) return;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || isZoomedIn()) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(dy)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
