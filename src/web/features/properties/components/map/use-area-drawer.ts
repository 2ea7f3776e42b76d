import { useCallback, useEffect, useState } from "react";
import { type LngLat, ringCrossesItself } from "@/shared/geometry";
import { MAP_POLYGON_POINTS_MAX } from "@/shared/properties";
import { roundPoint } from "../../map-area";

/**
 * 'Draw an area' (decision 023): each click on the map adds a point; clicking the first point or
 * Finish closes the area, and an outline drawn by dragging is closed as it ends. Escape or Cancel
 * drops it. An area that crosses itself is refused here with the server's own rule
 * (shared/geometry.ts), so the buyer can draw again at once.
 */
export function useAreaDrawer(onFinish: (ring: LngLat[]) => void) {
  const [points, setPoints] = useState<LngLat[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const drawing = points !== null;

  const cancel = useCallback(() => {
    setPoints(null);
    setProblem(null);
  }, []);

  const close = (ring: LngLat[]) => {
    if (ring.length < 3) {
      setProblem("Click at least 3 points on the map to draw an area.");
    } else if (ringCrossesItself(ring)) {
      setProblem("The area crosses itself. Draw it again without crossing lines.");
      setPoints([]);
    } else {
      onFinish(ring);
      cancel();
    }
  };

  useEffect(() => {
    if (!drawing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") cancel();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawing, cancel]);

  return {
    points,
    drawing,
    problem,
    start: () => {
      setPoints([]);
      setProblem(null);
    },
    cancel,
    add: (point: LngLat) => {
      if (!points) return;
      if (points.length >= MAP_POLYGON_POINTS_MAX) {
        setProblem(`An area can have at most ${MAP_POLYGON_POINTS_MAX} points: finish it.`);
        return;
      }
      setPoints([...points, roundPoint(point)]);
      setProblem(null);
    },
    finish: () => {
      if (points) close(points);
    },
    /** A whole outline, drawn in one stroke: it replaces the points so far and closes at once. */
    draw: (outline: readonly LngLat[]) => {
      if (!points) return;
      close(outline.slice(0, MAP_POLYGON_POINTS_MAX).map(roundPoint));
    },
  };
}
