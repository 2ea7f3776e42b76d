import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_STYLE } from "./offline-style";
import { STYLE_LOAD_TIMEOUT_MS, useMapStyle } from "./use-map-style";

const STREETS = "https://tiles.example/styles/streets";

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("useMapStyle", () => {
  it("draws the atlas when the server hands no style", () => {
    const { result } = renderHook(() => useMapStyle(null));
    expect(result.current.atlas).toBe(true);
    expect(result.current.style).toBe(OFFLINE_STYLE);
    expect(result.current.styleFailed({ error: new Error("x") })).toBe(false);
  });

  it("falls back to the atlas when the style fails before it drew, and remembers it", () => {
    const { result } = renderHook(() => useMapStyle(STREETS));
    expect(result.current.style).toBe(STREETS);
    let handled = false;
    act(() => {
      handled = result.current.styleFailed({ error: new TypeError("Failed to fetch") });
    });
    expect(handled).toBe(true);
    expect(result.current.atlas).toBe(true);
    expect(result.current.style).toBe(OFFLINE_STYLE);
    // The next map of the session does not try again.
    expect(renderHook(() => useMapStyle(STREETS)).result.current.atlas).toBe(true);
  });

  it("falls back when the style has not drawn in time, but not once it drew", () => {
    const slow = renderHook(() => useMapStyle(STREETS));
    act(() => vi.advanceTimersByTime(STYLE_LOAD_TIMEOUT_MS));
    expect(slow.result.current.atlas).toBe(true);

    sessionStorage.clear();
    const drawn = renderHook(() => useMapStyle(STREETS));
    act(() => drawn.result.current.onLoad());
    act(() => vi.advanceTimersByTime(STYLE_LOAD_TIMEOUT_MS));
    expect(drawn.result.current.atlas).toBe(false);
    // After it drew: a tile that fails is quietly a hole; another error is the caller's.
    expect(drawn.result.current.styleFailed({ sourceId: "openmaptiles", error: new Error() })).toBe(
      true,
    );
    expect(drawn.result.current.styleFailed({ error: new Error("a layer is wrong") })).toBe(false);
    expect(drawn.result.current.atlas).toBe(false);
  });
});
