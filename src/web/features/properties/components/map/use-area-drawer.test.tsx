import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LngLat } from "@/shared/geometry";
import { useAreaDrawer } from "./use-area-drawer";

const SQUARE: LngLat[] = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

function renderDrawer() {
  const finished: LngLat[][] = [];
  const view = renderHook(() => useAreaDrawer((ring) => finished.push(ring)));
  act(() => view.result.current.start());
  return { view, finished };
}

describe("useAreaDrawer", () => {
  it("closes an outline drawn in one stroke as the area", () => {
    const { view, finished } = renderDrawer();
    act(() => view.result.current.draw(SQUARE));
    expect(finished).toEqual([SQUARE]);
    expect(view.result.current.drawing).toBe(false);
  });

  it("refuses an outline that crosses itself or has too few points, and keeps drawing", () => {
    const { view, finished } = renderDrawer();
    act(() => view.result.current.draw([SQUARE[0], SQUARE[2], SQUARE[1], SQUARE[3]] as LngLat[]));
    expect(view.result.current.problem).toBe(
      "The area crosses itself. Draw it again without crossing lines.",
    );
    act(() => view.result.current.draw(SQUARE.slice(0, 2)));
    expect(view.result.current.problem).toBe("Click at least 3 points on the map to draw an area.");
    expect(finished).toEqual([]);
    expect(view.result.current.drawing).toBe(true);
  });

  it("still adds clicked points one by one and closes them with Finish", () => {
    const { view, finished } = renderDrawer();
    for (const point of SQUARE) act(() => view.result.current.add(point));
    act(() => view.result.current.finish());
    expect(finished).toEqual([SQUARE]);
  });
});
