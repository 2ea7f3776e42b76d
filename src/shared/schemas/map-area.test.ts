import { describe, expect, it } from "vitest";
import { parseSearchFields, propertySearchSchema } from "./property-search";

const issues = (query: string) => {
  const parsed = propertySearchSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("the map's search fields", () => {
  it("reads a box, a drawn area (closed or not) and a zoom, on the page and in the API", () => {
    const query =
      "bbox=-97.9,30.1,-97.5,30.5&poly=-97.8,30.2;-97.6,30.2;-97.7,30.4;-97.8,30.2&zoom=11.25";
    const fields = {
      bbox: { west: -97.9, south: 30.1, east: -97.5, north: 30.5 },
      poly: [
        [-97.8, 30.2],
        [-97.6, 30.2],
        [-97.7, 30.4],
      ],
      zoom: 11.25,
    };
    expect(parseSearchFields(new URLSearchParams(query))).toEqual(fields);
    expect(
      propertySearchSchema.parse(Object.fromEntries(new URLSearchParams(query))),
    ).toMatchObject(fields);
  });

  it.each([
    ["bbox=1,2,3", "bbox", "The map area must be west,south,east,north in degrees"],
    ["bbox=1,2,3,4.1234567", "bbox", "The map area must be west,south,east,north in degrees"],
    ["bbox=-97,30,-98,31", "bbox", "The map area's west edge must be left of its east edge"],
    ["bbox=-98,31,-97,30", "bbox", "The map area's south edge must be below its north edge"],
    [
      "bbox=-181,30,-97,31",
      "bbox",
      "The map area's longitudes must be within -180 to 180 and latitudes within -90 to 90",
    ],
    ["poly=1,1;2,2", "poly", "The drawn area needs at least 3 points"],
    ["poly=1,1;2,2;1,1", "poly", "The drawn area needs at least 3 points"],
    ["poly=1,1;2;3,1", "poly", "The drawn area must be lng,lat points separated by semicolons"],
    ["poly=0,0;1,1;1,0;0,1", "poly", "The drawn area crosses itself"],
    [
      "poly=0,0;1,95;1,0",
      "poly",
      "The drawn area's longitudes must be within -180 to 180 and latitudes within -90 to 90",
    ],
    ["zoom=23", "zoom", "Zoom must be a number from 0 to 22 with at most 2 decimals"],
    ["zoom=-1", "zoom", "Zoom must be a number from 0 to 22 with at most 2 decimals"],
    ["zoom=3.125", "zoom", "Zoom must be a number from 0 to 22 with at most 2 decimals"],
    ["view=clusters&bbox=1,1,2,2", "zoom", "The map's zoom is needed for clusters"],
    ["view=clusters&zoom=3", "bbox", "The map area is needed for clusters"],
    ["view=grid", "view", "View must be list or clusters"],
  ])("refuses %s on %s", (query, path, message) => {
    expect(issues(query)).toEqual([[path, message]]);
  });

  it("allows at most 50 points", () => {
    const circle = (n: number) =>
      Array.from({ length: n }, (_, k) => {
        const angle = (2 * Math.PI * k) / n;
        return `${Math.cos(angle).toFixed(6)},${Math.sin(angle).toFixed(6)}`;
      }).join(";");
    expect(issues(`poly=${circle(50)}`)).toEqual([]);
    expect(issues(`poly=${circle(51)}`)).toEqual([
      ["poly", "The drawn area can have at most 50 points"],
    ]);
  });
});
