import { beforeEach, describe, expect, it } from "vitest";
import type { PropertySearchPage } from "../../src/shared/properties";
import { addImage, clearProperties, createProperties } from "../factories/properties";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeEach(() => clearProperties(t));

const search = (query: string) => getJson<PropertySearchPage>(t.client, `/api/properties?${query}`);
const titles = (page: PropertySearchPage) => page.items.map((item) => item.title).sort();

const at = (minutesAgo: number) => new Date(Date.UTC(2025, 0, 1, 12) - minutesAgo * 60_000);

describe("GET /api/properties filters", () => {
  it("lists everything newest first with counts and a short public cache", async () => {
    await createProperties(t, [
      { title: "Old", createdAt: at(30) },
      { title: "New", createdAt: at(10) },
      { title: "Middle", createdAt: at(20) },
    ]);
    const response = await t.client.get("/api/properties");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const page = (await response.json()) as PropertySearchPage;
    expect(page.items.map((item) => item.title)).toEqual(["New", "Middle", "Old"]);
    expect(page).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
    expect(page.items[0]).toMatchObject({
      title: "New",
      price: 300_000,
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      propertyType: "House",
      isFeatured: false,
      createdAt: at(10).toISOString(),
      image: null,
    });
  });

  it("matches text in title, address or city, ignoring case", async () => {
    await createProperties(t, [
      { title: "Sunny Maple Cottage", address: "1 First Ave", city: "Austin" },
      { title: "Loft", address: "12 MAPLE Street", city: "Denver" },
      { title: "Villa", address: "3 Oak Road", city: "Maplewood" },
      { title: "Cabin", address: "4 Pine Road", city: "Boise", state: "ID" },
    ]);
    expect(titles(await search("q=maple"))).toEqual(["Loft", "Sunny Maple Cottage", "Villa"]);
    expect(titles(await search("q=mApLe%20sTREET"))).toEqual(["Loft"]);
    expect(titles(await search("q=%20%20boise%20"))).toEqual(["Cabin"]);
    expect((await search("q=nowhere")).items).toEqual([]);
  });

  it("treats punctuation, % _ and backslash included, as a space between words", async () => {
    await createProperties(t, [
      { title: "100% Financing Loft" },
      { title: "100 Percent Loft" },
      { title: "A_B Cottage" },
      { title: "AxB Cottage" },
      { title: "Back\\slash House" },
      { title: "Backslash House" },
    ]);
    expect(titles(await search(`q=${encodeURIComponent("100%")}`))).toEqual([
      "100 Percent Loft",
      "100% Financing Loft",
    ]);
    expect(titles(await search("q=a_b"))).toEqual(["A_B Cottage"]);
    expect(titles(await search(`q=${encodeURIComponent("k\\s")}`))).toEqual([]);
  });

  it("needs at least 2 characters of text, and treats blank text as no text", async () => {
    await createProperties(t, [{ title: "A Cottage" }, { title: "Other" }]);
    const short = await t.client.get("/api/properties?q=a");
    expect(short.status).toBe(400);
    expect((await short.json()).issues).toEqual([
      { path: "q", message: "Type at least 2 characters to search" },
    ]);
    expect(titles(await search("q=%20%20"))).toEqual(["A Cottage", "Other"]);
  });

  it("filters by price, inclusive at both ends", async () => {
    await createProperties(t, [
      { title: "100k", price: 100_000 },
      { title: "200k", price: 200_000 },
      { title: "300k", price: 300_000 },
    ]);
    expect(titles(await search("minPrice=200000"))).toEqual(["200k", "300k"]);
    expect(titles(await search("maxPrice=200000"))).toEqual(["100k", "200k"]);
    expect(titles(await search("minPrice=200000&maxPrice=200000"))).toEqual(["200k"]);
    expect(titles(await search("minPrice=0&maxPrice=2000000"))).toHaveLength(3);
  });

  it("reads bedroom chips as minimums: 3+ includes a 5-bed house, Studio is no bedroom", async () => {
    await createProperties(
      t,
      [0, 1, 2, 3, 4, 5, 7].map((n) => ({ title: `${n} beds`, bedrooms: n })),
    );
    expect(titles(await search("beds=3"))).toEqual(["3 beds", "4 beds", "5 beds", "7 beds"]);
    expect(titles(await search("beds=1"))).toEqual([
      "1 beds",
      "2 beds",
      "3 beds",
      "4 beds",
      "5 beds",
      "7 beds",
    ]);
    expect(titles(await search("beds=5"))).toEqual(["5 beds", "7 beds"]);
    expect(titles(await search("beds=0"))).toEqual(["0 beds"]);
    // Links from before: "4+" was four or more, as "4" is now.
    expect(titles(await search("beds=4%2B"))).toEqual(["4 beds", "5 beds", "7 beds"]);
  });

  it("makes the chosen number of bedrooms exact with the exact switch", async () => {
    await createProperties(
      t,
      [0, 2, 3, 5].map((n) => ({ title: `${n} beds`, bedrooms: n })),
    );
    expect(titles(await search("beds=3&bedsExact=true"))).toEqual(["3 beds"]);
    expect(titles(await search("beds=5&bedsExact=true"))).toEqual(["5 beds"]);
    expect(titles(await search("beds=0&bedsExact=true"))).toEqual(["0 beds"]);
    // Alone it narrows nothing.
    expect(titles(await search("bedsExact=true"))).toHaveLength(4);
    const bad = await t.client.get("/api/properties?beds=3&bedsExact=yes");
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues).toEqual([
      { path: "bedsExact", message: "Exact match must be true or left out" },
    ]);
  });

  it("reads bathroom chips as minimums, a half bath counting a half", async () => {
    await createProperties(
      t,
      [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4].map((n) => ({ title: `${n} baths`, bathrooms: n })),
    );
    expect(titles(await search("baths=2"))).toEqual([
      "2 baths",
      "2.5 baths",
      "3 baths",
      "3.5 baths",
      "4 baths",
    ]);
    expect(titles(await search("baths=4"))).toEqual(["4 baths"]);
    expect(titles(await search("baths=3%2B"))).toEqual(["3 baths", "3.5 baths", "4 baths"]);
  });

  it("filters by any of the chosen types", async () => {
    await createProperties(t, [
      { title: "H", propertyType: "House" },
      { title: "C", propertyType: "Condo" },
      { title: "V", propertyType: "Villa" },
      { title: "L", propertyType: "Land" },
    ]);
    expect(titles(await search("types=Villa"))).toEqual(["V"]);
    expect(titles(await search("types=House,Condo"))).toEqual(["C", "H"]);
    expect(titles(await search("types=House,%20House"))).toEqual(["H"]);
  });

  it("keeps only listings with all the chosen amenities", async () => {
    await createProperties(t, [
      { title: "Pool+Gym", amenities: ["Pool", "Gym"] },
      { title: "Pool", amenities: ["Pool"] },
      { title: "All three", amenities: ["Garden", "Gym", "Pool"] },
      { title: "None", amenities: [] },
    ]);
    expect(titles(await search("amenities=Pool"))).toEqual(["All three", "Pool", "Pool+Gym"]);
    expect(titles(await search("amenities=Pool,Gym"))).toEqual(["All three", "Pool+Gym"]);
    expect(titles(await search(`amenities=${encodeURIComponent("Gym,Air Conditioning")}`))).toEqual(
      [],
    );
  });

  it("filters featured and not featured", async () => {
    await createProperties(t, [
      { title: "Star", isFeatured: true },
      { title: "Plain", isFeatured: false },
    ]);
    expect(titles(await search("featured=true"))).toEqual(["Star"]);
    expect(titles(await search("featured=false"))).toEqual(["Plain"]);
  });

  it("combines every filter", async () => {
    const match = {
      title: "Match Lake House",
      price: 500_000,
      bedrooms: 4,
      bathrooms: 2.5,
      propertyType: "House",
      amenities: ["Pool", "Garage", "Garden"],
      isFeatured: true,
    };
    await createProperties(t, [
      match,
      { ...match, title: "Lake wrong type", propertyType: "Villa" },
      { ...match, title: "Lake missing amenity", amenities: ["Pool"] },
      { ...match, title: "Lake too cheap", price: 100_000 },
      { ...match, title: "Lake few beds", bedrooms: 2 },
      { ...match, title: "Lake few baths", bathrooms: 1.5 },
      { ...match, title: "Lake not featured", isFeatured: false },
      { ...match, title: "Other House" },
    ]);
    const page = await search(
      "q=lake&minPrice=400000&maxPrice=600000&beds=4&baths=2&types=House,Condo&amenities=Pool,Garage&featured=true",
    );
    expect(titles(page)).toEqual(["Match Lake House"]);
    expect(page.total).toBe(1);
  });
});

describe("GET /api/properties sorting", () => {
  it("sorts by price both ways, equal prices by id, stably", async () => {
    const rows = await createProperties(t, [
      { title: "A", price: 200_000 },
      { title: "B", price: 100_000 },
      { title: "C", price: 200_000 },
      { title: "D", price: 300_000 },
      { title: "E", price: 200_000 },
    ]);
    const tied = rows.filter((row) => row.price === 200_000).map((row) => row.id);
    const byId = (ids: string[]) => [...ids].sort();
    const low = await search("sort=price_low");
    expect(low.items.map((item) => item.price)).toEqual([
      100_000, 200_000, 200_000, 200_000, 300_000,
    ]);
    expect(low.items.slice(1, 4).map((item) => item.id)).toEqual(byId(tied));
    const high = await search("sort=price_high");
    expect(high.items.map((item) => item.price)).toEqual([
      300_000, 200_000, 200_000, 200_000, 100_000,
    ]);
    expect(high.items.slice(1, 4).map((item) => item.id)).toEqual(byId(tied).reverse());
    expect((await search("sort=price_low")).items).toEqual(low.items);
  });

  it("sorts newest first, equal times by id", async () => {
    const rows = await createProperties(t, [
      { title: "Older", createdAt: at(60) },
      { title: "Same 1", createdAt: at(5) },
      { title: "Same 2", createdAt: at(5) },
      { title: "Newest", createdAt: at(1) },
    ]);
    const same = rows.filter((row) => row.title.startsWith("Same")).map((row) => row.id);
    const page = await search("sort=newest");
    expect(page.items[0]?.title).toBe("Newest");
    expect(page.items.slice(1, 3).map((item) => item.id)).toEqual([...same].sort().reverse());
    expect(page.items[3]?.title).toBe("Older");
  });
});

describe("GET /api/properties covers", () => {
  it("gives each card its cover photo, else its first photo, else none", async () => {
    const [withCover, withoutCover, bare] = await createProperties(t, [
      { title: "Cover", createdAt: at(1) },
      { title: "First", createdAt: at(2) },
      { title: "Bare", createdAt: at(3) },
    ]);
    if (!withCover || !withoutCover || !bare) throw new Error("rows missing");
    await addImage(t, withCover.id, { position: 0, label: "Kitchen" });
    const cover = await addImage(t, withCover.id, {
      position: 1,
      label: "Front",
      isCover: true,
      storageKey: `properties/${withCover.id}/front`,
    });
    await addImage(t, withoutCover.id, { position: 2, label: "Later" });
    const first = await addImage(t, withoutCover.id, { position: 1, label: "Earlier" });
    const page = await search("");
    expect(page.items.map((item) => item.image?.id ?? null)).toEqual([cover.id, first.id, null]);
    expect(page.items[0]?.image).toEqual({
      id: cover.id,
      label: "Front",
      isCover: true,
      focus: null,
      src: `/media/properties/${withCover.id}/front-960.webp`,
      srcSet: [480, 960, 1600]
        .map((w) => `/media/properties/${withCover.id}/front-${w}.webp ${w}w`)
        .join(", "),
      width: 1600,
      height: 1067,
    });
  });
});
