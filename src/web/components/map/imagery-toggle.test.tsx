import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LayerSpecification } from "maplibre-gl";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ImageryToggle } from "./imagery-toggle";

/** The few calls the switch makes of a MapLibre map, over a style's layers. */
function fakeMap(layers: LayerSpecification[]) {
  const visibility = new Map<string, string>();
  return {
    visibility,
    getMap() {
      return this;
    },
    getStyle: () => ({ layers }),
    isStyleLoaded: () => true,
    on: vi.fn(),
    off: vi.fn(),
    setLayoutProperty: (id: string, _name: string, value: string) => visibility.set(id, value),
  };
}

let map: ReturnType<typeof fakeMap>;
vi.mock("react-map-gl/maplibre", () => ({ useMap: () => ({ current: map }) }));

const layer = (id: string, type: string, hidden = false) =>
  ({ id, type, source: "s", layout: hidden ? { visibility: "none" } : {} }) as LayerSpecification;

describe("ImageryToggle", () => {
  beforeEach(() => {
    map = fakeMap([
      layer("photo", "raster"),
      layer("roads", "line"),
      layer("names", "symbol"),
      layer("trails", "line", true),
    ]);
  });

  it("starts on the streets and switches to imagery and back, keeping the names", async () => {
    const user = userEvent.setup();
    render(<ImageryToggle />);
    const button = screen.getByRole("button", { name: "Satellite" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(Object.fromEntries(map.visibility)).toEqual({
      photo: "none",
      roads: "visible",
      names: "visible",
    });

    await user.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(Object.fromEntries(map.visibility)).toEqual({
      photo: "visible",
      roads: "none",
      names: "visible",
    });
    // A layer the style hides is never shown.
    expect(map.visibility.has("trails")).toBe(false);

    await user.click(button);
    expect(map.visibility.get("photo")).toBe("none");
  });

  it("offers nothing for a style without imagery", () => {
    map = fakeMap([layer("roads", "line"), layer("names", "symbol")]);
    render(<ImageryToggle />);
    expect(screen.queryByRole("button", { name: "Satellite" })).toBeNull();
    expect(map.visibility.size).toBe(0);
  });
});
