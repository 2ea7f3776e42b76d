import type { LayerSpecification } from "maplibre-gl";
import { describe, expect, it } from "vitest";
import { hasImagery, visibleIn } from "./imagery";

const layer = (id: string, type: string) => ({ id, type, source: "s" }) as LayerSpecification;
const photo = layer("photo", "raster");
const roads = layer("roads", "line");
const water = layer("water", "fill");
const names = layer("names", "symbol");

describe("a style's imagery", () => {
  it("is offered only beside drawn shapes", () => {
    expect(hasImagery([photo, roads, names])).toBe(true);
    expect(hasImagery([roads, water, names])).toBe(false);
    expect(hasImagery([photo, names])).toBe(false);
  });

  it("shows in place of the drawn shapes, under the same names", () => {
    expect([photo, roads, water, names].map((l) => visibleIn(l, "streets"))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect([photo, roads, water, names].map((l) => visibleIn(l, "imagery"))).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});
