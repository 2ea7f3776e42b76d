import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_INPUT_MS } from "@/web/lib/use-idle";
import { MapSlot } from "./map-slot";

let idle: (() => void) | undefined;

beforeEach(() => {
  idle = undefined;
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal("cancelIdleCallback", () => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("MapSlot", () => {
  it("draws the map only once the browser is idle", () => {
    const { unmount } = render(
      <MapSlot>
        <p>The map</p>
      </MapSlot>,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading map…");
    expect(screen.queryByText("The map")).toBeNull();
    act(() => idle?.());
    expect(screen.getByText("The map")).toBeTruthy();
    unmount();
  });

  it("keeps a hidden map waiting even when idle", () => {
    const { unmount } = render(
      <MapSlot active={false}>
        <p>The map</p>
      </MapSlot>,
    );
    act(() => idle?.());
    expect(screen.queryByText("The map")).toBeNull();
    unmount();
  });

  it("waits until the reader has left the page alone for a second", () => {
    vi.useFakeTimers();
    const { unmount } = render(
      <MapSlot>
        <p>The map</p>
      </MapSlot>,
    );
    fireEvent.keyDown(window, { key: "a" });
    act(() => idle?.());
    expect(screen.queryByText("The map")).toBeNull();
    // More typing: the wait starts again from the last key.
    act(() => vi.advanceTimersByTime(AFTER_INPUT_MS / 2));
    fireEvent.pointerDown(window);
    act(() => vi.advanceTimersByTime(AFTER_INPUT_MS / 2));
    act(() => idle?.());
    expect(screen.queryByText("The map")).toBeNull();
    act(() => vi.advanceTimersByTime(AFTER_INPUT_MS));
    act(() => idle?.());
    expect(screen.getByText("The map")).toBeTruthy();
    unmount();
  });
});
