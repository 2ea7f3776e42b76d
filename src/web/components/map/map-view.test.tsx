import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MapView } from "./map-view";
import { OFFLINE_STYLE } from "./offline-style";
import { STYLE_LOAD_TIMEOUT_MS } from "./use-map-style";

const STREETS = "https://tiles.example/styles/streets";

/** The props MapView last handed to react-map-gl's map. */
let drawn: { mapStyle: unknown; onLoad: (event: unknown) => void };

vi.mock("maplibre-gl", () => ({ setWorkerUrl: vi.fn(), addProtocol: vi.fn() }));
vi.mock("pmtiles", () => ({ Protocol: class {} }));
vi.mock("@/web/lib/root-data", () => ({ useMapStyleUrl: () => STREETS }));
vi.mock("react-map-gl/maplibre", () => ({
  Map: (props: typeof drawn & { children: ReactNode }) => {
    drawn = props;
    return null;
  },
  NavigationControl: () => null,
}));

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("MapView", () => {
  it("keeps a street style that drew, even when the caller listens for the load too", () => {
    const onLoad = vi.fn();
    render(<MapView label="Map" onLoad={onLoad} />);
    const event = { type: "load" };
    act(() => drawn.onLoad(event));
    expect(onLoad).toHaveBeenCalledWith(event);
    act(() => vi.advanceTimersByTime(STYLE_LOAD_TIMEOUT_MS));
    expect(drawn.mapStyle).toBe(STREETS);
  });

  it("gives the street style up for the atlas when it has not drawn in time", () => {
    render(<MapView label="Map" onLoad={vi.fn()} />);
    act(() => vi.advanceTimersByTime(STYLE_LOAD_TIMEOUT_MS));
    expect(drawn.mapStyle).toBe(OFFLINE_STYLE);
  });
});
