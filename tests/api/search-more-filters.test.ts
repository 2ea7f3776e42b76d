import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { reels, savedSearches } from "../../src/server/platform/db/schema";
import type { PropertySearchPage } from "../../src/shared/properties";
import type { SavedSearch } from "../../src/shared/saved-searches";
import { clearProperties, createProperties } from "../factories/properties";
import { createReel } from "../factories/reels";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });
beforeEach(() => clearProperties(t));

const search = (query: string) => getJson<PropertySearchPage>(t.client, `/api/properties?${query}`);
const titles = async (query: string) =>
  (await search(query)).items.map((item) => item.title).sort();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

describe("GET /api/properties: the 'More filters'", () => {
  it("bounds square feet, inclusive at both ends", async () => {
    await createProperties(
      t,
      [900, 1500, 2200, 4000].map((squareFeet) => ({ title: `${squareFeet}`, squareFeet })),
    );
    expect(await titles("minSqft=1500")).toEqual(["1500", "2200", "4000"]);
    expect(await titles("maxSqft=2200")).toEqual(["1500", "2200", "900"]);
    expect(await titles("minSqft=1500&maxSqft=2200")).toEqual(["1500", "2200"]);
  });

  it("bounds lot size and year built, leaving out listings that do not state them", async () => {
    await createProperties(t, [
      { title: "Quarter acre 1960", lotSizeAcres: 0.25, yearBuilt: 1960 },
      { title: "Two acres 2005", lotSizeAcres: 2, yearBuilt: 2005 },
      { title: "Nothing stated", lotSizeAcres: null, yearBuilt: null },
    ]);
    expect(await titles("minLotAcres=0.25")).toEqual(["Quarter acre 1960", "Two acres 2005"]);
    expect(await titles("maxLotAcres=1")).toEqual(["Quarter acre 1960"]);
    expect(await titles("minYearBuilt=2000")).toEqual(["Two acres 2005"]);
    expect(await titles("minYearBuilt=1960&maxYearBuilt=1960")).toEqual(["Quarter acre 1960"]);
  });

  it("keeps listings listed in the last n days", async () => {
    await createProperties(t, [
      { title: "Today", createdAt: daysAgo(0.1) },
      { title: "Last week", createdAt: daysAgo(5) },
      { title: "Last month", createdAt: daysAgo(20) },
      { title: "Long ago", createdAt: daysAgo(200) },
    ]);
    expect(await titles("listedWithin=1")).toEqual(["Today"]);
    expect(await titles("listedWithin=7")).toEqual(["Last week", "Today"]);
    expect(await titles("listedWithin=30")).toEqual(["Last month", "Last week", "Today"]);
    expect(await titles("listedWithin=90")).toHaveLength(3);
  });

  it("keeps listings a reel shows, and listings whose price was cut lately", async () => {
    const [toured, cut, oldCut] = await createProperties(t, [
      { title: "Toured" },
      { title: "Cut", lastPriceCut: 25_000, lastPriceCutAt: daysAgo(3) },
      { title: "Cut long ago", lastPriceCut: 25_000, lastPriceCutAt: daysAgo(60) },
      { title: "Plain" },
    ]);
    if (!toured || !cut || !oldCut) throw new Error("no listings");
    // Two reels of one listing find it once.
    await createReel(t, { propertyId: toured.id });
    await createReel(t, { propertyId: toured.id });
    await createReel(t, { propertyId: null });
    expect(await titles("videoTour=true")).toEqual(["Toured"]);
    expect((await search("videoTour=true")).total).toBe(1);
    expect(await titles("priceCut=true")).toEqual(["Cut"]);
    // The cards' badge says the same of each.
    const cards = (await search("")).items;
    expect(cards.find((item) => item.title === "Cut")?.priceCut).toMatchObject({ amount: 25_000 });
    expect(cards.find((item) => item.title === "Cut long ago")?.priceCut).toBeNull();
  });

  it("keeps a listing's video tour as its reels come, move and go", async () => {
    const [home, other] = await createProperties(t, [{ title: "Reeled" }, { title: "Other" }]);
    const toured = async () => titles("videoTour=true");
    const first = await createReel(t, { propertyId: home?.id });
    const second = await createReel(t, { propertyId: home?.id });
    expect(await toured()).toEqual(["Reeled"]);
    await t.deps.db.delete(reels).where(eq(reels.id, first.id));
    expect(await toured()).toEqual(["Reeled"]);
    // A reel moved to another listing takes the video tour with it.
    await t.deps.db.update(reels).set({ propertyId: other?.id }).where(eq(reels.id, second.id));
    expect(await toured()).toEqual(["Other"]);
    await t.deps.db.delete(reels).where(eq(reels.id, second.id));
    expect(await toured()).toEqual([]);
  });

  it("combines them with the rooms and the map's clusters", async () => {
    await createProperties(t, [
      { title: "Match", bedrooms: 4, squareFeet: 2400, yearBuilt: 2010 },
      { title: "Too small", bedrooms: 4, squareFeet: 1200, yearBuilt: 2010 },
      { title: "Too old", bedrooms: 4, squareFeet: 2400, yearBuilt: 1950 },
      { title: "Few beds", bedrooms: 2, squareFeet: 2400, yearBuilt: 2010 },
    ]);
    const query = "beds=3&minSqft=2000&minYearBuilt=2000";
    expect(await titles(query)).toEqual(["Match"]);
    const map = await getJson<{ pins: unknown[]; clusters: unknown[] }>(
      t.client,
      `/api/properties?view=clusters&zoom=4&bbox=-125,24,-66,50&${query}`,
    );
    expect(map.pins).toHaveLength(1);
  });

  it("answers 400 with a message per field for bad values", async () => {
    const issues = async (query: string) => {
      const response = await t.client.get(`/api/properties?${query}`);
      expect(response.status, query).toBe(400);
      return (await response.json()).issues;
    };
    expect(await issues("minSqft=big&maxLotAcres=-1&listedWithin=3&videoTour=yes")).toEqual([
      { path: "minSqft", message: "Minimum square feet must be a number" },
      { path: "maxLotAcres", message: "Lot size cannot be negative" },
      { path: "listedWithin", message: "Listed within must be 1, 7, 14, 30 or 90 days" },
      { path: "videoTour", message: "Video tour must be true or left out" },
    ]);
    expect(await issues("minYearBuilt=2010&maxYearBuilt=1990")).toEqual([
      { path: "maxYearBuilt", message: "Latest year built must not be before the earliest" },
    ]);
    expect(await issues("minSqft=3000&maxSqft=1000")).toEqual([
      { path: "maxSqft", message: "Maximum square feet must not be below the minimum" },
    ]);
  });
});

describe("saved searches keep the 'More filters'", () => {
  it("stores them in the query, the columns, the label and the name", async () => {
    const { client, account } = await signedInClient(t);
    const response = await client.post("/api/saved-searches", {
      query:
        "priceCut=true&videoTour=true&listedWithin=14&maxYearBuilt=2000&minLotAcres=0.5" +
        "&minSqft=1200&beds=2&bedsExact=true&q=austin",
    });
    expect(response.status).toBe(201);
    const search = (await response.json()) as SavedSearch;
    expect(search).toMatchObject({
      query:
        "q=austin&beds=2&bedsExact=true&minSqft=1200&minLotAcres=0.5&maxYearBuilt=2000" +
        "&listedWithin=14&videoTour=true&priceCut=true",
      label:
        '"austin" · 2 beds · 1,200+ sq ft · Lot 0.5+ acres · Built 2000 or earlier · ' +
        "Listed in the last 14 days · Video tour · Price cut",
      // Cut at a word to the name's limit.
      name: expect.stringMatching(
        /^2 beds in Austin \(1,200\+ sq ft, Lot 0\.5\+ acres, Built .*…$/,
      ),
    });
    const [row] = await t.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, account.id));
    expect(row).toMatchObject({
      minBeds: 2,
      maxBeds: 2,
      minSquareFeet: 1200,
      maxSquareFeet: null,
      minLotAcres: 0.5,
      maxYearBuilt: 2000,
      listedWithinDays: 14,
      videoTour: true,
      priceCut: true,
    });
  });

  it("saves Studio as no bedroom, exactly", async () => {
    const { client, account } = await signedInClient(t);
    const response = await client.post("/api/saved-searches", { query: "beds=0&bedsExact=true" });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ query: "beds=0", label: "Studio" });
    const [row] = await t.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, account.id));
    expect(row).toMatchObject({ minBeds: 0, maxBeds: 0 });
  });
});
