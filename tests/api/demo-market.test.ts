import { createHash } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { and, count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDemoProperties } from "../../src/server/demo/demo-assets";
import { demoMarketSeeder, seedDemoMarket } from "../../src/server/demo/market.seed";
import { demoPropertiesSeeder } from "../../src/server/demo/properties.seed";
import { DEMO_SEEDERS } from "../../src/server/demo/seed";
import { loadPlaceIndex } from "../../src/server/places/places.service";
import { properties, propertyImages } from "../../src/server/platform/db/schema";
import { renditionKey } from "../../src/server/platform/images";
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

  it("adds at least 250 varied listings across at least 15 metros beside the six, in well under a minute", async () => {
    console.info(`demo market seeded in ${seedSeconds.toFixed(1)} s`);
    expect(seedSeconds).toBeLessThan(60);
    const rows = await marketRows();
    expect(rows.length).toBeGreaterThanOrEqual(256);
    expect(rows.filter((row) => row.isFeatured)).toHaveLength(2);
    const metros = new Set(rows.map((row) => `${row.city}, ${row.state}`));
    expect(metros.size).toBeGreaterThanOrEqual(15 + 6);
    expect(new Set(rows.map((row) => row.propertyType)).size).toBe(6);
    expect(new Set(rows.map((row) => row.realtorId)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.bedrooms)).size).toBeGreaterThanOrEqual(6);
    const prices = rows.map((row) => row.price);
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

  it("makes the same market again and adds nothing when run a second time", async () => {
    const before = await marketRows();
    await seedDemoMarket(t.deps);
    const after = await marketRows();
    expect(after).toHaveLength(before.length);
  });
});
