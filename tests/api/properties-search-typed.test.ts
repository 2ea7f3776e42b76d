import { beforeAll, describe, expect, it } from "vitest";
import type { PropertyMapAnswer, PropertySearchPage } from "../../src/shared/properties";
import { clearProperties, createProperties, type PropertyOverrides } from "../factories/properties";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

const search = (query: string) => getJson<PropertySearchPage>(t.client, `/api/properties?${query}`);
const typed = (text: string, more = "") => search(`q=${encodeURIComponent(text)}${more}`);
const titles = (page: PropertySearchPage) => page.items.map((item) => item.title).sort();

const AUSTIN = { city: "Austin", state: "TX", zip: "78701", latitude: 30.27, longitude: -97.74 };
const SOUTH_AUSTIN = { ...AUSTIN, zip: "78704", latitude: 30.24, longitude: -97.77 };
const DALLAS = { city: "Dallas", state: "TX", zip: "75201", latitude: 32.79, longitude: -96.8 };
const HOUSTON = { city: "Houston", state: "TX", zip: "77002", latitude: 29.76, longitude: -95.37 };
const DENVER = { city: "Denver", state: "CO", zip: "80202", latitude: 39.75, longitude: -104.99 };

/** A small market like the demo's: Austin, Dallas (next to Plano, which has none), Houston, Denver. */
const MARKET: PropertyOverrides[] = [
  { title: "Austin Bungalow", ...AUSTIN, propertyType: "House", bedrooms: 3, price: 450_000 },
  {
    title: "Austin Family Home",
    ...SOUTH_AUSTIN,
    propertyType: "House",
    bedrooms: 4,
    price: 480_000,
  },
  { title: "Austin Starter", ...AUSTIN, propertyType: "House", bedrooms: 2, price: 300_000 },
  { title: "Austin Estate", ...AUSTIN, propertyType: "House", bedrooms: 5, price: 900_000 },
  { title: "Austin Tower Condo", ...AUSTIN, propertyType: "Condo", bedrooms: 3, price: 400_000 },
  {
    title: "Austin Loft Condo",
    ...SOUTH_AUSTIN,
    propertyType: "Condo",
    bedrooms: 2,
    price: 350_000,
  },
  {
    title: "Austin Studio",
    ...AUSTIN,
    propertyType: "Condo",
    bedrooms: 0,
    bathrooms: 1,
    price: 250_000,
  },
  { title: "Dallas House", ...DALLAS, propertyType: "House", bedrooms: 3, price: 420_000 },
  // South of downtown Dallas, so a little farther from Plano than the Dallas House.
  {
    title: "Dallas Condo",
    ...DALLAS,
    latitude: 32.7,
    propertyType: "Condo",
    bedrooms: 2,
    price: 380_000,
  },
  { title: "Houston Ranch", ...HOUSTON, propertyType: "House", bedrooms: 4, price: 470_000 },
  { title: "Denver House", ...DENVER, propertyType: "House", bedrooms: 3, price: 550_000 },
];

beforeAll(async () => {
  await clearProperties(t);
  await createProperties(t, MARKET);
});

describe("GET /api/properties?q= read as filters and a place", () => {
  it("3 bed house under 500k: houses of 3 bedrooms or more at most $500,000", async () => {
    const page = await typed("3 bed house under 500k");
    expect(titles(page)).toEqual([
      "Austin Bungalow",
      "Austin Family Home",
      "Dallas House",
      "Houston Ranch",
    ]);
    expect(page.understood).toMatchObject({
      beds: 3,
      types: ["House"],
      maxPrice: 500_000,
      words: "",
      spans: { beds: [[0, 5]], types: [[6, 11]], price: [[12, 22]] },
    });
    expect(page.nearest).toBeNull();
    expect(page.total).toBe(4);
  });

  it("2br condo austin: condos of 2 bedrooms or more in Austin, TX", async () => {
    const page = await typed("2br condo austin");
    expect(titles(page)).toEqual(["Austin Loft Condo", "Austin Tower Condo"]);
    expect(page.understood?.place).toMatchObject({
      kind: "city",
      city: "Austin",
      state: "TX",
      label: "Austin, TX",
    });
  });

  it("a ZIP code, a state and a studio", async () => {
    expect(titles(await typed("78704"))).toEqual(["Austin Family Home", "Austin Loft Condo"]);
    expect(titles(await typed("condo in colorado"))).toEqual([]);
    expect(titles(await typed("studio texas"))).toEqual(["Austin Studio"]);
  });

  it("searches the words it did not understand as text, with the filters", async () => {
    const page = await typed("ranch houston 4 bed");
    expect(titles(page)).toEqual(["Houston Ranch"]);
    expect(page.understood).toMatchObject({ beds: 4, words: "ranch" });
  });

  it("a place without listings answers with the nearest, says so, and has no next page", async () => {
    const page = await typed("Plano, TX");
    expect(page.nearest).toEqual({ place: "Plano, TX" });
    expect(page.understood?.place?.label).toBe("Plano, TX");
    // Dallas is next to Plano; then Austin, Houston, and Denver last.
    expect(
      page.items
        .slice(0, 2)
        .map((item) => item.title)
        .sort(),
    ).toEqual(["Dallas Condo", "Dallas House"]);
    expect(page.items.at(-1)?.title).toBe("Denver House");
    expect(page.items).toHaveLength(MARKET.length);
    expect(page).toMatchObject({ nextCursor: null, total: MARKET.length, totalCapped: false });
  });

  it("the nearest keep the other filters", async () => {
    const page = await typed("homes in plano texas under 450k", "&limit=3");
    expect(page.nearest).toEqual({ place: "Plano, TX" });
    expect(page.items.map((item) => item.title)).toEqual([
      "Dallas House",
      "Dallas Condo",
      expect.stringMatching(/^Austin /),
    ]);
    expect(page.items.every((item) => item.price <= 450_000)).toBe(true);
  });

  it("a place with listings but no match is an empty answer, not the nearest", async () => {
    const page = await typed("villa in austin");
    expect(page.items).toEqual([]);
    expect(page.nearest).toBeNull();
  });

  it("an explicit filter beats the same filter in the text", async () => {
    const types = await typed("house austin", "&types=Condo");
    expect(titles(types)).toEqual(["Austin Loft Condo", "Austin Studio", "Austin Tower Condo"]);
    expect(types.understood?.types).toBeUndefined();
    expect(types.understood?.spans.types).toBeUndefined();

    const price = await typed("austin house under 500k", "&maxPrice=900000");
    expect(titles(price)).toContain("Austin Estate");
    expect(price.understood?.maxPrice).toBeUndefined();

    const beds = await typed("2 bed house in austin", "&beds=4%2B");
    expect(titles(beds)).toEqual(["Austin Estate", "Austin Family Home"]);
    expect(beds.understood?.beds).toBeUndefined();

    // A typed bound that contradicts an explicit one is dropped, not an error.
    const contradiction = await typed("over 800k", "&maxPrice=500000");
    expect(contradiction.items.every((item) => item.price <= 500_000)).toBe(true);
    expect(contradiction.understood?.minPrice).toBeUndefined();
  });

  it("pages a parsed search by keyset without repeats", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&cursor=${cursor}` : "";
      const page = await typed("house in texas", `&limit=2&sort=price_low${after}`);
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      "Austin Starter",
      "Dallas House",
      "Austin Bungalow",
      "Houston Ranch",
      "Austin Family Home",
      "Austin Estate",
    ]);
  });

  it("the map reads the text as the list does, and shows what is around a place without listings", async () => {
    const box = "&view=clusters&zoom=6&bbox=-106,28,-94,41";
    const condos = await getJson<PropertyMapAnswer>(
      t.client,
      `/api/properties?q=${encodeURIComponent("2br condo austin")}${box}`,
    );
    expect(condos.pins.map((pin) => pin.price).sort()).toEqual([350_000, 400_000]);
    const plano = await getJson<PropertyMapAnswer>(
      t.client,
      `/api/properties?q=${encodeURIComponent("Plano, TX")}${box}`,
    );
    const shown = plano.pins.length + plano.clusters.reduce((n, c) => n + c.count, 0);
    expect(shown).toBe(MARKET.length);
  });
});

describe("GET /api/properties?q= bad input", () => {
  it("still answers 400 with the field's issue", async () => {
    for (const [query, path] of [
      ["q=a", "q"],
      [`q=${encodeURIComponent("3 bed ".repeat(20))}`, "q"],
      ["q=house&minPrice=abc", "minPrice"],
      ["q=under+500k&beds=9", "beds"],
    ] as const) {
      const response = await t.client.get(`/api/properties?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { issues: { path: string }[] };
      expect(
        body.issues.map((issue) => issue.path),
        query,
      ).toEqual([path]);
    }
  });

  it("reads odd text without failing", async () => {
    for (const text of [
      "$$",
      "<>",
      "999999999999k",
      "between and",
      "3bd/2ba/1ba",
      "0 bed 0 bath",
      "00000",
      "99999",
      "in in in",
      "'; drop table properties; --",
      "%_\\",
      "1e9m",
      "ＴＸ",
    ]) {
      const response = await t.client.get(`/api/properties?q=${encodeURIComponent(text)}`);
      expect(response.status, text).toBe(200);
    }
  });
});
