import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { demoPropertiesSeeder } from "../../src/server/demo/properties.seed";
import { DEMO_SEEDERS } from "../../src/server/demo/seed";
import { profiles, properties, propertyImages, user } from "../../src/server/platform/db/schema";
import { renditionKey } from "../../src/server/platform/images";
import { setupTestApp } from "../setup/setup-test-app";

const LABELS = [
  "Property front view",
  "Living room",
  "Kitchen",
  "Master bedroom",
  "Bathroom",
  "Backyard",
];

const t = setupTestApp();
beforeAll(() => demoPropertiesSeeder.run(t.deps), 120_000);

const listings = () => t.deps.db.select().from(properties).orderBy(asc(properties.createdAt));

describe("demo properties", () => {
  it("is one of the demo seeders", () => {
    expect(DEMO_SEEDERS).toContain(demoPropertiesSeeder);
  });

  it("seeds six listings, two featured, of varied types and prices, listed on different days", async () => {
    const rows = await listings();
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.isFeatured)).toHaveLength(2);
    expect(new Set(rows.map((row) => row.propertyType)).size).toBeGreaterThanOrEqual(4);
    expect(Math.min(...rows.map((row) => row.price))).toBeLessThanOrEqual(400_000);
    expect(Math.max(...rows.map((row) => row.price))).toBeGreaterThanOrEqual(1_500_000);
    expect(rows.some((row) => !Number.isInteger(row.bathrooms))).toBe(true);
    expect(new Set(rows.map((row) => row.createdAt.getTime())).size).toBe(6);
    for (const row of rows) {
      expect(row.state).toMatch(/^[A-Z]{2}$/);
      expect(row.zip).toMatch(/^\d{5}$/);
      expect(row.description.length).toBeGreaterThan(100);
      expect(row.nearbyAmenities.length).toBeGreaterThan(0);
      expect(row.interiorFeatures.length).toBeGreaterThan(0);
    }
  });

  it("gives every listing its six labelled photos in order, the first one the cover", async () => {
    const rows = await listings();
    for (const row of rows) {
      const images = await t.deps.db
        .select()
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, row.id))
        .orderBy(asc(propertyImages.position));
      expect(images.map((image) => image.label)).toEqual(LABELS);
      expect(images.map((image) => image.position)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(images.filter((image) => image.isCover).map((image) => image.position)).toEqual([0]);
      for (const image of images) {
        expect(image.storageKey).toBe(`properties/${row.id}/${image.id}`);
        expect(image.widths).toEqual([480, 960, 1600]);
        expect([image.width, image.height]).toEqual([1600, 1067]);
      }
    }
  });

  it("stores every rendition as WebP", async () => {
    const images = await t.deps.db.select().from(propertyImages);
    expect(images).toHaveLength(36);
    for (const image of images) {
      for (const width of image.widths) {
        const info = await t.deps.storage.stat(renditionKey(image.storageKey, width));
        expect(info?.contentType).toBe("image/webp");
        expect(info?.size).toBeGreaterThan(1000);
      }
    }
  });

  it("belongs to the demo realtors, each with a filled-in profile", async () => {
    const owners = await t.deps.db
      .selectDistinct({
        id: user.id,
        role: user.role,
        name: user.name,
        phone: profiles.phoneNumber,
      })
      .from(properties)
      .innerJoin(user, eq(user.id, properties.realtorId))
      .leftJoin(profiles, eq(profiles.id, user.id));
    expect(owners).toHaveLength(6);
    for (const owner of owners) {
      expect(owner.role).toBe("realtor");
      expect(owner.phone).toMatch(/^\d{10}$/);
    }
    expect(owners.map((owner) => owner.name)).toContain("Avery Collins");
  });

  it("carries the documented facts on the first sample", async () => {
    const [first] = await t.deps.db
      .select()
      .from(properties)
      .where(eq(properties.title, "Modern Farmhouse with Open Floor Plan"));
    expect(first).toMatchObject({
      propertyType: "House",
      yearBuilt: 2018,
      lotSizeAcres: 0.25,
      stories: 2,
      garageSpaces: 2,
      condition: "Excellent",
      isFeatured: true,
    });
  });

  it("adds nothing when run again", async () => {
    await demoPropertiesSeeder.run(t.deps);
    expect(await listings()).toHaveLength(6);
    expect(await t.deps.db.select().from(propertyImages)).toHaveLength(36);
  });
});
