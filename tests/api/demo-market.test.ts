import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDemoProperties } from "../../src/server/demo/demo-assets";
import { demoMarketSeeder, seedDemoMarket } from "../../src/server/demo/market.seed";
import { demoPropertiesSeeder } from "../../src/server/demo/properties.seed";
import { DEMO_SEEDERS } from "../../src/server/demo/seed";
import { loadPlaceIndex } from "../../src/server/places/places.service";
import {
  properties,
  propertyImages,
  propertyPriceChanges,
  propertyStatusChanges,
} from "../../src/server/platform/db/schema";
import { renditionKey } from "../../src/server/platform/images";
import { listingHistory } from "../../src/shared/listing-history";
import {
  PRICE_CUT_RECENT_DAYS,
  type PropertyDetail,
  type PropertySearchPage,
} from "../../src/shared/properties";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
let seedSeconds = 0;
beforeAll(async () => {
  await demoPropertiesSeeder.run(t.deps);
  const started = performance.now();
  await demoMarketSeeder.run(t.deps);
  seedSeconds = (performance.now() - started) / 1000;
}, 120_000);

/** The market and the specification's six: at least 250 besides those. */
const marketRows = () => t.deps.db.select().from(properties);

/** The generated listings, without the specification's six. */
async function generatedRows() {
  const specified = new Set((await loadDemoProperties()).map((listing) => listing.address));
  return (await marketRows()).filter((row) => !specified.has(row.address));
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** Whole days from today (UTC) to a calendar day, negative for one gone by. */
function daysFromToday(day: string | null): number {
  if (!day) throw new Error("no day given");
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  return Math.round((Date.parse(day) - today) / 86_400_000);
}

/** Kilometres between two positions (haversine). */
function distanceKm(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const [lat1, lng1] = a;
  const [lat2, lng2] = b;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe("the demo market", () => {
  it("is a demo seeder that runs after the listings seeder, whose realtors own it", () => {
    expect(DEMO_SEEDERS.indexOf(demoMarketSeeder)).toBe(
      DEMO_SEEDERS.indexOf(demoPropertiesSeeder) + 1,
    );
  });

  it("adds at least 250 varied listings across at least 15 metros beside the six", async () => {
    // Reported, not gated: timings on shared hosts swing 2-3x; the hook's timeout is the hang guard.
    console.info(`demo market seeded in ${seedSeconds.toFixed(1)} s`);
    const rows = await marketRows();
    expect(rows.length).toBeGreaterThanOrEqual(256);
    expect(rows.filter((row) => row.isFeatured)).toHaveLength(2);
    const metros = new Set(rows.map((row) => `${row.city}, ${row.state}`));
    expect(metros.size).toBeGreaterThanOrEqual(15 + 6);
    expect(new Set(rows.map((row) => row.propertyType)).size).toBe(6);
    expect(new Set(rows.map((row) => row.realtorId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.bedrooms)).size).toBeGreaterThanOrEqual(6);
    const prices = rows.filter((row) => row.offer === "sale").map((row) => row.price);
    expect(Math.min(...prices)).toBeLessThan(250_000);
    expect(Math.max(...prices)).toBeGreaterThan(2_000_000);
    expect(new Set(rows.map((row) => row.amenityMask)).size).toBeGreaterThan(20);
    for (const row of rows.filter((r) => r.propertyType === "Land")) {
      expect([row.bedrooms, row.bathrooms]).toEqual([0, 0]);
    }
  });

  it("puts every listing within a few kilometres of its ZIP code's centre", async () => {
    const places = await loadPlaceIndex();
    const centroids = new Map(places.byZip.map((place) => [place.zip, place]));
    for (const row of await marketRows()) {
      const place = centroids.get(row.zip);
      expect(place, row.zip).toBeDefined();
      if (!place) continue;
      expect(place.city).toBe(row.city);
      expect(place.state).toBe(row.state);
      expect(
        distanceKm([row.latitude, row.longitude], [place.latitude, place.longitude]),
      ).toBeLessThan(3);
    }
  });

  it("gives each listing drawn photos of its own, the front or the lot as cover, described in words", async () => {
    const rows = await marketRows();
    const [images] = await t.deps.db.select({ n: count() }).from(propertyImages);
    expect(images?.n).toBeGreaterThan(rows.length);
    // The specification's six keep the photos of their folders.
    const specified = new Set((await loadDemoProperties()).map((listing) => listing.address));
    for (const row of rows.filter((r) => !specified.has(r.address)).slice(0, 40)) {
      const photos = await t.deps.db
        .select()
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, row.id));
      expect(photos.length).toBeGreaterThan(0);
      const cover = photos.find((photo) => photo.isCover);
      if (row.propertyType === "Land") expect(cover?.label).toMatch(/^Open grassy lot/);
      else expect(cover?.label.toLowerCase()).toContain(row.propertyType.toLowerCase());
      expect(cover?.label.toLowerCase().includes("pool")).toBe(row.amenities.includes("Pool"));
      expect(photos).toHaveLength(row.propertyType === "Land" ? 1 : 4);
      for (const photo of photos) {
        expect(photo.storageKey.startsWith(`properties/${row.id}/`)).toBe(true);
        for (const width of photo.widths) {
          expect(await t.deps.storage.stat(renditionKey(photo.storageKey, width))).not.toBeNull();
        }
      }
    }
  });

  it("shows no cover twice on a page of the newest listings", async () => {
    const newest = await t.deps.db
      .select({ id: properties.id })
      .from(properties)
      .orderBy(desc(properties.createdAt))
      .limit(24);
    const covers = new Set<string>();
    for (const { id } of newest) {
      const [cover] = await t.deps.db
        .select()
        .from(propertyImages)
        .where(and(eq(propertyImages.propertyId, id), eq(propertyImages.isCover, true)));
      if (!cover) throw new Error(`listing ${id} has no cover`);
      const file = await t.deps.storage.get(renditionKey(cover.storageKey, 480));
      if (!file) throw new Error(`cover ${cover.storageKey} is not stored`);
      covers.add(
        createHash("sha256")
          .update(await buffer(file.body))
          .digest("hex"),
      );
    }
    expect(covers.size).toBe(newest.length);
  });

  it("lets about a third of every metro's homes, never land, by the month with their terms", async () => {
    const rows = await generatedRows();
    const metros = groupBy(rows, (row) => `${row.city}, ${row.state}`);
    expect(metros.size).toBeGreaterThanOrEqual(15);
    for (const [metro, homes] of metros) {
      const share = homes.filter((row) => row.offer === "rent").length / homes.length;
      expect(share, metro).toBeGreaterThan(0.25);
      expect(share, metro).toBeLessThan(0.42);
    }
    const rentals = rows.filter((row) => row.offer === "rent");
    for (const row of rentals) {
      expect(row.propertyType).not.toBe("Land");
      expect(row.price % 25).toBe(0);
      expect(row.price).toBeGreaterThan(500);
      expect(row.price).toBeLessThan(30_000);
      expect(row.deposit).toBeGreaterThanOrEqual(row.price - 25);
      expect(row.deposit).toBeLessThanOrEqual(row.price * 2 + 25);
      expect([6, 12, 18, 24]).toContain(row.leaseMonths);
      expect(row.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.applicantRequirements.length).toBeGreaterThan(20);
      expect(row.hoaDues).toBeNull();
    }
    for (const term of ["petsCats", "petsDogs", "furnished", "utilitiesIncluded"] as const) {
      expect(new Set(rentals.map((row) => row[term])), term).toEqual(new Set([true, false]));
    }
    const available = rentals.filter((row) => row.status === "active");
    for (const row of available) expect(daysFromToday(row.availableFrom)).toBeLessThanOrEqual(60);
    // Rents follow the metro: a San Francisco rental costs more than a Phoenix one of its type.
    const median = (city: string) => {
      const rents = rentals.filter((row) => row.city === city).map((row) => row.price);
      return rents.sort((a, b) => a - b)[Math.floor(rents.length / 2)] ?? 0;
    };
    expect(median("San Francisco")).toBeGreaterThan(median("Phoenix"));
    const sales = rows.filter((row) => row.offer === "sale");
    expect(sales.every((row) => row.deposit === null && row.leaseMonths === null)).toBe(true);
    const dues = sales.filter((row) => row.hoaDues !== null);
    expect(dues.length).toBeGreaterThan(10);
    for (const row of dues) expect(["Condo", "Townhouse"]).toContain(row.propertyType);
  });

  it("has homes in every stage, each with the facts of its stage", async () => {
    const rows = await generatedRows();
    const share = (status: string) =>
      rows.filter((row) => row.status === status).length / rows.length;
    expect(share("coming_soon")).toBeCloseTo(0.05, 1);
    expect(share("pending")).toBeCloseTo(0.07, 1);
    expect(share("closed")).toBeCloseTo(0.1, 1);
    expect(share("off_market")).toBeGreaterThan(0);
    expect(share("active")).toBeGreaterThan(0.7);
    for (const offer of ["sale", "rent"]) {
      const stages = new Set(rows.filter((row) => row.offer === offer).map((row) => row.status));
      for (const stage of ["coming_soon", "active", "pending", "closed"]) {
        expect(stages.has(stage), `${offer} ${stage}`).toBe(true);
      }
    }
    for (const row of rows.filter((r) => r.status === "coming_soon")) {
      expect(row.listedAt).toBeNull();
      expect(daysFromToday(row.expectedOn)).toBeGreaterThanOrEqual(0);
      expect(daysFromToday(row.expectedOn)).toBeLessThanOrEqual(31);
    }
    for (const row of rows.filter((r) => r.status === "closed")) {
      expect(daysFromToday(row.closedOn)).toBeLessThanOrEqual(-28);
      expect(daysFromToday(row.closedOn)).toBeGreaterThanOrEqual(-340);
      const closedPrice = row.closedPrice ?? 0;
      if (row.offer === "rent") expect(closedPrice).toBe(row.price);
      else expect(Math.abs(closedPrice / row.price - 1)).toBeLessThanOrEqual(0.051);
    }
    for (const row of rows.filter((r) => r.status !== "coming_soon")) {
      expect(row.listedAt, row.title).not.toBeNull();
      expect(row.listedAt?.getTime()).toBeLessThanOrEqual(row.statusChangedAt.getTime());
      expect(row.listedAt?.getTime()).toBeLessThan(Date.now());
    }
  });

  it("records every later stage and price cut in order, as the listing's history tells them", async () => {
    const rows = await generatedRows();
    const changes = await t.deps.db
      .select()
      .from(propertyStatusChanges)
      .orderBy(asc(propertyStatusChanges.changedAt));
    const stagesOf = groupBy(changes, (change) => change.propertyId);
    for (const row of rows) {
      const stages = stagesOf.get(row.id) ?? [];
      if (row.status === "active") {
        expect(stages).toEqual([]);
        continue;
      }
      expect(stages.at(-1)?.status).toBe(row.status);
      expect(stages.at(-1)?.changedAt).toEqual(row.statusChangedAt);
      if (row.status === "coming_soon") continue;
      expect(stages[0]).toMatchObject({ status: "active", changedAt: row.listedAt });
      const order = stages.map((stage) => stage.status);
      if (row.status === "closed") {
        expect(order).toEqual(["active", "pending", "closed"]);
        expect(stages.at(-1)?.price).toBe(row.closedPrice);
        expect(stages.at(-1)?.changedAt.toISOString().slice(0, 10)).toBe(row.closedOn);
      }
      const times = stages.map((stage) => stage.changedAt.getTime());
      expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
    }
    const cuts = await t.deps.db
      .select()
      .from(propertyPriceChanges)
      .where(
        inArray(
          propertyPriceChanges.propertyId,
          rows.map((row) => row.id),
        ),
      );
    expect(cuts.length).toBeGreaterThan(10);
    const cutOf = new Map(cuts.map((cut) => [cut.propertyId, cut]));
    for (const row of rows) {
      const cut = cutOf.get(row.id);
      expect(row.lastPriceCut).toBe(cut ? cut.oldPrice - cut.newPrice : null);
      if (!cut) continue;
      expect(cut.newPrice).toBe(row.price);
      expect(row.lastPriceCutAt).toEqual(cut.changedAt);
      expect(cut.changedAt.getTime()).toBeGreaterThan(row.listedAt?.getTime() ?? Infinity);
    }
    // Some cuts are recent enough for the cards' badge.
    const recent = Date.now() - PRICE_CUT_RECENT_DAYS * 86_400_000;
    expect(cuts.filter((cut) => cut.changedAt.getTime() > recent).length).toBeGreaterThan(3);

    const sold = rows.find(
      (row) => row.status === "closed" && row.offer === "sale" && cutOf.has(row.id),
    );
    if (!sold) throw new Error("no sold home had a price cut");
    const detail = await getJson<PropertyDetail>(t.client, `/api/properties/${sold.id}`);
    expect(listingHistory(detail).map((event) => event.event.replace(/ \$.*/, ""))).toEqual([
      "Sold",
      "Pending",
      "Price cut",
      "Listed",
    ]);
  });

  it("still shows only active homes for sale in the default search, and rentals when asked", async () => {
    const rows = await marketRows();
    const page = await getJson<PropertySearchPage>(t.client, "/api/properties");
    const forSale = rows.filter((row) => row.offer === "sale" && row.status === "active");
    expect(page.total).toBe(forSale.length);
    for (const item of page.items) expect(item).toMatchObject({ offer: "sale", status: "active" });
    const rent = await getJson<PropertySearchPage>(t.client, "/api/properties?offer=rent");
    const forRent = rows.filter((row) => row.offer === "rent" && row.status === "active");
    expect(rent.total).toBe(forRent.length);
    for (const item of rent.items) expect(item).toMatchObject({ offer: "rent", status: "active" });
  });

  it("makes the same market again and adds nothing when run a second time", async () => {
    const before = await marketRows();
    await seedDemoMarket(t.deps);
    const after = await marketRows();
    expect(after).toHaveLength(before.length);
  });
});
