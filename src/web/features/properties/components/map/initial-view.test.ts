import { describe, expect, it } from "vitest";
import type { PropertySummary } from "@/shared/properties";
import type { SearchFields } from "@/shared/schemas/property-search";
import { US_BOUNDS } from "../../map-area";
import { asBounds, initialView } from "./initial-view";

const at = (longitude: number, latitude: number) => ({ longitude, latitude }) as PropertySummary;
const fields = (more: Partial<SearchFields> = {}) => ({ ...more }) as SearchFields;

describe("initialView", () => {
  it("opens on the search's listings, with or without a text", () => {
    const homes = [at(-97.8, 30.2), at(-97.7, 30.3)];
    const expected = {
      bounds: [-97.8, 30.2, -97.7, 30.3],
      fitBoundsOptions: { padding: 48, maxZoom: 11 },
    };
    expect(initialView(fields(), homes)).toEqual(expected);
    expect(initialView(fields({ q: "Austin" }), homes)).toEqual(expected);
  });

  it("keeps the URL's own view, and shows the country when nothing is found", () => {
    const bbox = { west: -98, south: 30, east: -97, north: 31 };
    expect(initialView(fields({ bbox, zoom: 9 }), [at(-80, 40)])).toMatchObject({ zoom: 9 });
    expect(initialView(fields({ bbox }), [at(-80, 40)]).bounds).toEqual(asBounds(bbox));
    expect(initialView(fields(), []).bounds).toEqual(asBounds(US_BOUNDS));
  });
});
