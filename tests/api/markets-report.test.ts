import { beforeAll, describe, expect, it } from "vitest";
import { refreshMarkets } from "../../src/server/markets/refresh.service";
import { propertyPriceChanges } from "../../src/server/platform/db/schema";
import type { MarketMonth, MarketReport } from "../../src/shared/market";
import { clearProperties, createProperty, type PropertyOverrides } from "../factories/properties";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

/** The refresh's day: its last charted month is May 2026, its first June 2024. */
const NOW = new Date("2026-06-15T09:00:00Z");
const at = (day: string) => new Date(`${day}T12:00:00Z`);

const austin = (overrides: PropertyOverrides): PropertyOverrides => ({
  city: "Austin",
  state: "TX",
  zip: "78704",
  offer: "sale",
  status: "active",
  squareFeet: 2000,
  ...overrides,
});

const closed = (listed: string, on: string, price: number, squareFeet: number) =>
  austin({
    listedAt: at(listed),
    status: "closed",
    closedOn: on,
    closedPrice: price,
    price: price + 10_000,
    squareFeet,
    statusChangedAt: at(on),
  });

beforeAll(async () => {
  await clearProperties(t);
  await createProperty(t, austin({ listedAt: at("2026-04-10"), price: 400_000 }));
  const cut = await createProperty(t, austin({ listedAt: at("2026-04-20"), price: 500_000 }));
  await t.deps.db.insert(propertyPriceChanges).values([
    { propertyId: cut.id, oldPrice: 520_000, newPrice: 500_000, changedAt: at("2026-05-03") },
    // A rise is no cut.
    { propertyId: cut.id, oldPrice: 500_000, newPrice: 505_000, changedAt: at("2026-05-04") },
    { propertyId: cut.id, oldPrice: 505_000, newPrice: 500_000, changedAt: at("2026-05-05") },
  ]);
  // Sold in May: 135 and 70 days after listing, $300 and $350 a square foot.
  await createProperty(t, closed("2026-01-05", "2026-05-20", 450_000, 1500));
  await createProperty(t, closed("2026-03-01", "2026-05-10", 350_000, 1000));
  await createProperty(t, austin({ offer: "rent", listedAt: at("2026-05-02"), price: 2400 }));
  await createProperty(t, austin({ offer: "rent", listedAt: at("2026-05-12"), price: 2000 }));
  // Withdrawn in March 2025; listed before the charted months and still for sale.
  await createProperty(
    t,
    austin({ listedAt: at("2025-01-10"), status: "off_market", statusChangedAt: at("2025-03-01") }),
  );
  await createProperty(t, austin({ listedAt: at("2023-01-01"), price: 250_000 }));
  // This month: in the snapshot, in no charted month.
  await createProperty(t, austin({ listedAt: at("2026-06-05"), price: 300_000 }));
  // The same city, another ZIP code.
  await createProperty(t, austin({ zip: "78745", listedAt: at("2026-04-15"), price: 600_000 }));
  await createProperty(t, {
    city: "St. Louis",
    state: "MO",
    zip: "63101",
    listedAt: at("2026-05-01"),
  });
  await refreshMarkets(t.deps.db, NOW);
});

const monthOf = (report: MarketReport, month: string): MarketMonth => {
  const found = report.months.find((row) => row.month === month);
  if (!found) throw new Error(`no ${month}`);
  return found;
};

describe("market figures", () => {
  it("gives a city its snapshot and 24 whole months, medians and counts by month", async () => {
    const report = await getJson<MarketReport>(t.client, "/api/markets/cities/tx/austin");
    expect(report.place).toEqual({ kind: "city", state: "TX", city: "Austin", zip: null });
    expect(report.refreshedOn).toBe("2026-06-15");
    expect(report.snapshot).toEqual({
      forSale: 5,
      forRent: 2,
      pending: 0,
      // 250k, 300k, 400k, 500k, 600k.
      medianAskingPrice: 400_000,
      medianAskingPricePerSqft: 200,
      medianRent: 2200,
      // Listed 1261, 10, 66, 56 and 61 days before the refresh day.
      medianDaysListed: 61,
    });
    expect(report.months).toHaveLength(24);
    expect(report.months[0]?.month).toBe("2024-06");
    expect(report.months.at(-1)?.month).toBe("2026-05");
    // The first asking price of the cut home counts: 400k, 520k and 600k.
    expect(monthOf(report, "2026-04")).toMatchObject({ newListings: 3, medianListPrice: 520_000 });
    expect(monthOf(report, "2026-05")).toEqual({
      month: "2026-05",
      newListings: 0,
      medianListPrice: null,
      sold: 2,
      medianSoldPrice: 400_000,
      medianSoldPricePerSqft: 325,
      medianDaysOnMarket: 102.5,
      priceCuts: 2,
      newRentals: 2,
      medianRent: 2200,
      forSale: 4,
      forRent: 2,
    });
  });

  it("counts the homes on the market at each month's end, carrying quiet months over", async () => {
    const report = await getJson<MarketReport>(t.client, "/api/markets/cities/tx/austin");
    const stock = Object.fromEntries(report.months.map((row) => [row.month, row.forSale]));
    expect(stock).toMatchObject({
      "2024-06": 1,
      "2024-12": 1,
      "2025-01": 2,
      "2025-02": 2,
      "2025-03": 1,
      "2026-01": 2,
      "2026-03": 3,
      "2026-04": 6,
      "2026-05": 4,
    });
  });

  it("gives a ZIP code its own figures and names its city", async () => {
    const report = await getJson<MarketReport>(t.client, "/api/markets/zips/78745");
    expect(report.place).toEqual({ kind: "zip", state: "TX", city: "Austin", zip: "78745" });
    expect(monthOf(report, "2026-04")).toMatchObject({ newListings: 1, medianListPrice: 600_000 });
    expect(report.snapshot.forSale).toBe(1);
  });

  it("finds a city by its address's slug and answers 404 for places it has no figures of", async () => {
    const report = await getJson<MarketReport>(t.client, "/api/markets/cities/mo/st-louis");
    expect(report.place.city).toBe("St. Louis");
    for (const path of [
      "/api/markets/cities/tx/dallas",
      "/api/markets/cities/TX/Austin",
      "/api/markets/zips/99999",
      "/api/markets/zips/7870",
    ]) {
      expect((await t.client.get(path)).status, path).toBe(404);
    }
  });

  it("lists the markets with enough listings in the sitemap", async () => {
    const xml = await (await t.client.get("/sitemap.xml")).text();
    // Austin has ten listings, its ZIP code 78704 nine.
    expect(xml).toContain("/market/tx/austin</loc>");
    expect(xml).not.toContain("/market/zip/78704");
  });

  it("replaces the figures on the next refresh", async () => {
    await createProperty(t, austin({ zip: "78701", listedAt: at("2026-05-20") }));
    const { markets } = await refreshMarkets(t.deps.db, NOW);
    // Austin and three of its ZIP codes, St. Louis and its ZIP code.
    expect(markets).toBe(6);
    const report = await getJson<MarketReport>(t.client, "/api/markets/zips/78701");
    expect(monthOf(report, "2026-05").newListings).toBe(1);
  });
});
