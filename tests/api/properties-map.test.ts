import { beforeEach, describe, expect, it } from "vitest";
import type {
  PropertyDetail,
  PropertyMapAnswer,
  PropertySearchPage,
} from "../../src/shared/properties";
import { clearProperties, createProperties, type PropertyOverrides } from "../factories/properties";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeEach(() => clearProperties(t));

const list = (query: string) => getJson<PropertySearchPage>(t.client, `/api/properties?${query}`);
const map = (query: string) =>
  getJson<PropertyMapAnswer>(t.client, `/api/properties?view=clusters&${query}`);
const titles = (page: PropertySearchPage) => page.items.map((item) => item.title).sort();

/** Downtown Austin, a second Austin listing, Round Rock (north of Austin) and Denver. */
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const listings: PropertyOverrides[] = [
  {
    title: "Austin House",
    ...AUSTIN,
    price: 500_000,
    bedrooms: 3,
    bathrooms: 2,
    propertyType: "House",
    amenities: ["Pool"],
    isFeatured: true,
  },
  {
    title: "Austin Condo",
    latitude: 30.25,
    longitude: -97.75,
    price: 300_000,
    bedrooms: 1,
    bathrooms: 1,
    propertyType: "Condo",
    amenities: ["Gym"],
  },
  { title: "Round Rock House", latitude: 30.5083, longitude: -97.6789, price: 400_000 },
  {
    title: "Denver Loft",
    city: "Denver",
    state: "CO",
    latitude: 39.7392,
    longitude: -104.9903,
    price: 450_000,
  },
];

/** The box around Austin only (Round Rock is north of it). */
const AUSTIN_BOX = "bbox=-97.9,30.1,-97.6,30.4";

describe("GET /api/properties in a map area", () => {
  it("answers listings with their position, in lists and the detail", async () => {
    const [house] = await createProperties(t, listings.slice(0, 1));
    const page = await list("");
    expect(page.items[0]).toMatchObject(AUSTIN);
    const detail = await getJson<PropertyDetail>(t.client, `/api/properties/${house?.id}`);
    expect(detail).toMatchObject(AUSTIN);
  });

  it("lists only listings inside the box, with each filter", async () => {
    await createProperties(t, listings);
    expect(titles(await list(AUSTIN_BOX))).toEqual(["Austin Condo", "Austin House"]);
    expect((await list(AUSTIN_BOX)).total).toBe(2);
    const cases: [string, string[]][] = [
      ["minPrice=400000", ["Austin House"]],
      ["maxPrice=400000", ["Austin Condo"]],
      ["beds=3", ["Austin House"]],
      ["beds=1&bedsExact=true", ["Austin Condo"]],
      ["baths=2", ["Austin House"]],
      ["types=Condo", ["Austin Condo"]],
      ["amenities=Pool", ["Austin House"]],
      ["featured=true", ["Austin House"]],
      ["q=condo", ["Austin Condo"]],
    ];
    for (const [filter, expected] of cases) {
      expect(titles(await list(`${AUSTIN_BOX}&${filter}`)), filter).toEqual(expected);
    }
    expect(titles(await list("bbox=-106,39,-104,40"))).toEqual(["Denver Loft"]);
  });

  it("lists only listings inside a drawn area, not merely inside its box", async () => {
    await createProperties(t, listings);
    // A thin triangle from downtown Austin north-east: its box holds the condo, the triangle
    // does not.
    const triangle = "poly=-97.76,30.27;-97.62,30.6;-97.7,30.24";
    expect(titles(await list(triangle))).toEqual(["Austin House"]);
    expect(titles(await list(`${triangle}&minPrice=600000`))).toEqual([]);
    // Both at once: inside the box and the drawn area.
    expect(titles(await list(`${triangle}&bbox=-97.7,30.2,-97.6,30.6`))).toEqual([]);
  });

  it("pages an area by cursor without repeats or gaps, and counts it", async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      title: `Near ${i}`,
      latitude: 30.2 + i * 0.001,
      longitude: -97.7,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000),
    }));
    await createProperties(t, [...many, ...listings]);
    for (const sort of ["newest", "price_low"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let first = true;
      do {
        const query: string = `${AUSTIN_BOX}&sort=${sort}&limit=7${cursor ? `&cursor=${cursor}` : ""}`;
        const page = await list(query);
        if (first) expect(page.total).toBe(32);
        first = false;
        seen.push(...page.items.map((item) => item.title));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size, sort).toBe(32);
      expect(seen).toHaveLength(32);
    }
  });
});

describe("GET /api/properties?view=clusters", () => {
  it("answers few listings as pins, with each filter applied", async () => {
    await createProperties(t, listings);
    const answer = await map(`zoom=4&bbox=-125,24,-66,50`);
    expect(answer).toMatchObject({ zoom: 4, clusters: [], approximate: false });
    expect(answer.pins.map((pin) => pin.price).sort()).toEqual([
      300_000, 400_000, 450_000, 500_000,
    ]);
    expect(answer.pins.find((pin) => pin.price === 500_000)).toMatchObject(AUSTIN);
    const cases: [string, number[]][] = [
      ["minPrice=450000", [450_000, 500_000]],
      ["maxPrice=300000", [300_000]],
      // The chips are minimums on the map as in the list; the exact switch makes them exact.
      ["beds=1", [300_000, 400_000, 450_000, 500_000]],
      ["beds=1&bedsExact=true", [300_000]],
      ["baths=2", [400_000, 450_000, 500_000]],
      ["types=Condo", [300_000]],
      ["amenities=Gym", [300_000]],
      ["featured=true", [500_000]],
      ["q=denver", [450_000]],
      ["poly=-98,30;-97.5,30;-97.5,30.6;-98,30.6", [300_000, 400_000, 500_000]],
    ];
    for (const [filter, prices] of cases) {
      const { pins, clusters } = await map(`zoom=4&bbox=-125,24,-66,50&${filter}`);
      expect(clusters, filter).toEqual([]);
      expect(pins.map((pin) => pin.price).sort(), filter).toEqual(prices);
    }
  });

  it("groups crowded listings into clusters with counts and bounds, single ones as pins", async () => {
    const crowd = Array.from({ length: 70 }, (_, i) => ({
      title: `Austin ${i}`,
      latitude: 30.2 + (i % 10) * 0.01,
      longitude: -97.8 + Math.floor(i / 10) * 0.01,
      bedrooms: i % 2 === 0 ? 2 : 3,
    }));
    await createProperties(t, [...crowd, listings[3] as PropertyOverrides]);
    const answer = await map("zoom=4&bbox=-125,24,-66,50");
    expect(answer.approximate).toBe(false);
    expect(answer.clusters).toHaveLength(1);
    const [austin] = answer.clusters;
    expect(austin).toMatchObject({ count: 70 });
    expect(austin?.bounds.map((edge) => Number(edge.toFixed(6)))).toEqual([
      -97.8, 30.2, -97.74, 30.29,
    ]);
    expect(austin?.latitude).toBeCloseTo(30.245, 6);
    expect(answer.pins).toEqual([expect.objectContaining({ price: 450_000, latitude: 39.7392 })]);
    // Filters apply to clusters too; zooming in splits the crowd into more, smaller cells.
    const twoBeds = await map("zoom=4&bbox=-125,24,-66,50&beds=2&bedsExact=true");
    expect(twoBeds.clusters).toEqual([]);
    expect(twoBeds.pins).toHaveLength(35);
    const closer = await map("zoom=12&bbox=-97.9,30.1,-97.6,30.4");
    expect(closer.clusters.length).toBeGreaterThan(1);
    expect(closer.clusters.reduce((sum, c) => sum + c.count, 0) + closer.pins.length).toBe(70);
  });
});

describe("bad map input", () => {
  // Each message is the schema's (src/shared/schemas/map-area.test.ts); here, that the route
  // answers with it as a field issue.
  it.each([
    ["bbox=-97,30,-98,31", "bbox", "The map area's west edge must be left of its east edge"],
    ["poly=0,0;1,1;1,0;0,1", "poly", "The drawn area crosses itself"],
    ["view=clusters&bbox=-98,30,-97,31", "zoom", "The map's zoom is needed for clusters"],
  ])("refuses %s with a 400 on %s", async (query, path, message) => {
    const response = await t.client.get(`/api/properties?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [{ path, message }],
    });
  });

  it("refuses a drawn area of more than 50 points", async () => {
    const points = Array.from({ length: 51 }, (_, k) => {
      const angle = (2 * Math.PI * k) / 51;
      return `${Math.cos(angle).toFixed(5)},${Math.sin(angle).toFixed(5)}`;
    }).join(";");
    const response = await t.client.get(`/api/properties?poly=${points}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: "poly", message: "The drawn area can have at most 50 points" }],
    });
  });
});
