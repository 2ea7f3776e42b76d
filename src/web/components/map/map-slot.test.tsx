import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
afterEach(() => vi.unstubAllGlobals());

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
});
