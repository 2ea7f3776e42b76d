import { describe, expect, it } from "vitest";
import { ringBounds } from "@/shared/map-area";
import {
  boundsCenter,
  edgeDecimals,
  pointsBounds,
  roundBounds,
  roundPoint,
  roundZoom,
  sameBounds,
} from "./map-area";
import { listQuery, toSearchParams } from "./search-query";
import { readSearch } from "./search-url";

describe("roundBounds", () => {
  it("rounds outwards, finer as the map comes closer", () => {
    const view = { west: -97.812345, south: 30.123456, east: -97.612345, north: 30.423456 };
    expect(edgeDecimals(3)).toBe(2);
    expect(edgeDecimals(12)).toBe(5);
    expect(edgeDecimals(22)).toBe(6);
    expect(roundBounds(view, 3)).toEqual({
      west: -97.82,
      south: 30.12,
      east: -97.61,
      north: 30.43,
    });
    expect(roundBounds(view, 12)).toEqual({
      west: -97.81235,
      south: 30.12345,
      east: -97.61234,
      north: 30.42346,
    });
  });

  it("keeps the box within the world when the map shows more than it", () => {
    expect(roundBounds({ west: -250.5, south: -95, east: 210.2, north: 91 }, 0)).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });

  it("gives a box the server's schema reads back as it was", () => {
    const box = roundBounds({ west: -122.5, south: 37.7, east: -122.3, north: 37.85 }, 11.456);
    const zoom = roundZoom(11.456);
    const fields = readSearch(toSearchParams({ bbox: box, zoom }));
    expect(fields).toEqual({ bbox: box, zoom: 11.46 });
    expect(sameBounds(fields.bbox, box)).toBe(true);
  });
});

describe("the URL's map fields", () => {
  it("spells bbox, poly and zoom as the contract says, zoom last and out of the list's query", () => {
    const fields = {
      q: "Austin",
      bbox: { west: -98, south: 30, east: -97.5, north: 30.5 },
      poly: [
        [-97.9, 30.1],
        [-97.6, 30.1],
        [-97.7, 30.4],
      ] as [number, number][],
      sort: "price_low" as const,
      zoom: 10.5,
    };
    expect(toSearchParams(fields).toString()).toBe(
      "q=Austin&bbox=-98%2C30%2C-97.5%2C30.5&poly=-97.9%2C30.1%3B-97.6%2C30.1%3B-97.7%2C30.4&sort=price_low&zoom=10.5",
    );
    expect(listQuery(fields)).not.toContain("zoom");
    expect(readSearch(toSearchParams(fields))).toEqual(fields);
  });

  it("rounds drawn points to 6 decimals, the most the URL takes", () => {
    expect(roundPoint([-97.12345678, 30.1])).toEqual([-97.123457, 30.1]);
  });
});

describe("boxes and centres", () => {
  it("finds the box around points, and none around no points", () => {
    expect(
      ringBounds([
        [-1, 2],
        [3, -4],
        [0, 5],
      ]),
    ).toEqual({ west: -1, south: -4, east: 3, north: 5 });
    expect(pointsBounds([])).toBeNull();
    expect(pointsBounds([{ longitude: 1, latitude: 2 }])).toEqual({
      west: 1,
      south: 2,
      east: 1,
      north: 2,
    });
  });

  it("centres a box on its Mercator middle (north of the plain average)", () => {
    const center = boundsCenter({ west: -100, south: 20, east: -80, north: 60 });
    expect(center.longitude).toBe(-90);
    expect(center.latitude).toBeGreaterThan(40);
    expect(boundsCenter({ west: 0, south: -10, east: 10, north: 10 }).latitude).toBeCloseTo(0);
  });
});
