import { act, renderHook } from "@testing-library/react";
import type { MapLayerMouseEvent, MapLayerTouchEvent, MapRef } from "react-map-gl/maplibre";
import { describe, expect, it } from "vitest";
import type { LngLat } from "@/shared/geometry";
import { useFreehandStroke } from "./use-freehand-stroke";

/** A map where a pixel is a hundredth of a degree, y growing downwards. */
const map = {
  current: { unproject: ([x, y]: [number, number]) => ({ lng: x / 100, lat: -y / 100 }) },
} as unknown as { current: MapRef };

const at = (x: number, y: number, extra: object = {}) =>
  ({
    point: { x, y },
    lngLat: { lng: x / 100, lat: -y / 100 },
    originalEvent: { button: 0, touches: [{}], ...extra },
  }) as unknown as MapLayerMouseEvent & MapLayerTouchEvent;

function renderStroke(active = true) {
  const outlines: LngLat[][] = [];
  const view = renderHook(() => useFreehandStroke(map, active, (ring) => outlines.push(ring)));
  return { view, outlines };
}

/** Presses at (0, 0), traces a 100-pixel square a pixel at a time and lets go. */
function traceSquare(handlers: ReturnType<typeof useFreehandStroke>["handlers"], touch = false) {
  const path: [number, number][] = [];
  for (let i = 0; i <= 100; i++) path.push([i, 0]);
  for (let i = 0; i <= 100; i++) path.push([100, i]);
  for (let i = 100; i >= 0; i--) path.push([i, 100]);
  for (let i = 100; i >= 0; i--) path.push([0, i]);
  act(() => (touch ? handlers.onTouchStart : handlers.onMouseDown)(at(0, 0)));
  for (const [x, y] of path)
    act(() => (touch ? handlers.onTouchMove : handlers.onMouseMove)(at(x, y)));
  act(() => (touch ? handlers.onTouchEnd : handlers.onMouseUp)());
}

describe("useFreehandStroke", () => {
  const corners: LngLat[] = [
    [0, -0],
    [1, -0],
    [1, -1],
    [0, -1],
  ];

  it("hands a dragged outline over as its corners, by mouse or by finger", () => {
    const mouse = renderStroke();
    traceSquare(mouse.view.result.current.handlers);
    expect(mouse.outlines).toEqual([corners]);
    expect(mouse.view.result.current.trace).toBeNull();

    const finger = renderStroke();
    traceSquare(finger.view.result.current.handlers, true);
    expect(finger.outlines).toEqual([corners]);
  });

  it("ends a stroke whose button was let go outside the map when the mouse comes back", () => {
    const { view, outlines } = renderStroke();
    const { handlers } = view.result.current;
    act(() => handlers.onMouseDown(at(0, 0)));
    for (const [x, y] of [
      [50, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ] as const)
      act(() => handlers.onMouseMove(at(x, y, { buttons: 1 })));
    expect(outlines).toEqual([]);
    act(() => handlers.onMouseMove(at(0, 50, { buttons: 0 })));
    expect(outlines).toHaveLength(1);
    expect(outlines[0]?.length).toBeGreaterThanOrEqual(3);
    expect(view.result.current.trace).toBeNull();
  });

  it("shows the outline while it is drawn", () => {
    const { view } = renderStroke();
    act(() => view.result.current.handlers.onMouseDown(at(0, 0)));
    act(() => view.result.current.handlers.onMouseMove(at(50, 0)));
    act(() => view.result.current.handlers.onMouseMove(at(50, 50)));
    expect(view.result.current.trace).toEqual([
      [0, -0],
      [0.5, -0],
      [0.5, -0.5],
    ]);
  });

  it("leaves a press that hardly moves to the map's click, and draws nothing when not drawing", () => {
    const still = renderStroke();
    const { handlers } = still.view.result.current;
    act(() => handlers.onMouseDown(at(10, 10)));
    act(() => handlers.onMouseMove(at(12, 11)));
    act(() => handlers.onMouseUp());
    expect(still.outlines).toEqual([]);

    const idle = renderStroke(false);
    traceSquare(idle.view.result.current.handlers);
    expect(idle.outlines).toEqual([]);
  });

  it("lets a second finger pinch the map instead of drawing", () => {
    const { view, outlines } = renderStroke();
    const { handlers } = view.result.current;
    act(() => handlers.onTouchStart(at(0, 0)));
    act(() => handlers.onTouchMove(at(50, 0)));
    act(() => handlers.onTouchStart(at(0, 0, { touches: [{}, {}] })));
    act(() => handlers.onTouchEnd());
    expect(outlines).toEqual([]);
    expect(view.result.current.trace).toBeNull();
  });
});
