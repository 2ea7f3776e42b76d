import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, realtorProfiles } from "../../src/server/platform/db/schema";
import type { PropertyDetail } from "../../src/shared/properties";
import { addImage, createProperty } from "../factories/properties";
import { createReels } from "../factories/reels";
import { createUser } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

describe("GET /api/properties/:id", () => {
  it("returns the listing with its photos in position order and its realtor", async () => {
    const realtor = await createUser(t, { role: "realtor", name: "Rita Realtor" });
    await t.deps.db
      .update(profiles)
      .set({ avatarKey: `avatars/${realtor.id}/face.webp` })
      .where(eq(profiles.id, realtor.id));
    await t.deps.db.insert(realtorProfiles).values({
      userId: realtor.id,
      contactEmail: "rita@brokerage.example",
      phone: "(555) 123-4567",
      website: "https://rita.example",
    });
    const property = await createProperty(t, {
      title: "Lake House",
      realtorId: realtor.id,
      description: "By the lake.",
      amenities: ["Pool", "Garden"],
      yearBuilt: 2018,
      lotSizeAcres: 0.25,
      stories: 2,
      garageSpaces: 2,
      condition: "Excellent",
      interiorFeatures: ["Fireplace"],
      exteriorFeatures: ["Deck"],
      communityFeatures: ["Park"],
      nearbyAmenities: [{ name: "School", distance: "0.5 mi" }],
      bathrooms: 2.5,
    });
    const third = await addImage(t, property.id, { position: 2, label: "Kitchen" });
    const first = await addImage(t, property.id, { position: 0, label: "Front", isCover: true });
    const second = await addImage(t, property.id, {
      position: 1,
      label: "Living room",
      widths: [640],
      width: 640,
      height: 480,
      storageKey: `properties/${property.id}/living`,
    });

    const response = await t.client.get(`/api/properties/${property.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const detail = (await response.json()) as PropertyDetail;
    expect(detail).toMatchObject({
      id: property.id,
      title: "Lake House",
      bathrooms: 2.5,
      description: "By the lake.",
      amenities: ["Pool", "Garden"],
      yearBuilt: 2018,
      lotSizeAcres: 0.25,
      stories: 2,
      garageSpaces: 2,
      condition: "Excellent",
      interiorFeatures: ["Fireplace"],
      exteriorFeatures: ["Deck"],
      communityFeatures: ["Park"],
      nearbyAmenities: [{ name: "School", distance: "0.5 mi" }],
      contact: {
        kind: "realtor",
        id: realtor.id,
        name: "Rita Realtor",
        avatarUrl: `/media/avatars/${realtor.id}/face.webp`,
        email: "rita@brokerage.example",
        phone: "(555) 123-4567",
        website: "https://rita.example",
      },
    });
    expect(detail.images.map((image) => [image.id, image.label, image.isCover])).toEqual([
      [first.id, "Front", true],
      [second.id, "Living room", false],
      [third.id, "Kitchen", false],
    ]);
    expect(detail.images[1]).toMatchObject({
      src: `/media/properties/${property.id}/living-640.webp`,
      srcSet: `/media/properties/${property.id}/living-640.webp 640w`,
      width: 640,
      height: 480,
    });
    expect(detail.image?.id).toBe(first.id);
  });

  it("has the site's contact and no photos when none are set, and empty facts", async () => {
    const property = await createProperty(t);
    const detail = await getJson<PropertyDetail>(t.client, `/api/properties/${property.id}`);
    expect(detail).toMatchObject({
      contact: { kind: "site", name: "HomeScope", email: null },
      images: [],
      image: null,
      reels: [],
      yearBuilt: null,
      lotSizeAcres: null,
      amenities: [],
      nearbyAmenities: [],
    });
  });

  it("shows a realtor without avatar or directory entry with nulls", async () => {
    const realtor = await createUser(t, { role: "realtor", name: "Plain Agent" });
    const property = await createProperty(t, { realtorId: realtor.id });
    const detail = await getJson<PropertyDetail>(t.client, `/api/properties/${property.id}`);
    expect(detail.contact).toEqual({
      kind: "realtor",
      id: realtor.id,
      name: "Plain Agent",
      avatarUrl: null,
      email: null,
      phone: null,
      website: null,
      responseTime: null,
    });
  });

  it("lists the listing's own reels, newest first, with poster and length", async () => {
    const property = await createProperty(t);
    const other = await createProperty(t);
    const [older, newer] = await createReels(t, [
      { propertyId: property.id, createdAt: new Date("2026-01-01T10:00:00Z") },
      { propertyId: property.id, createdAt: new Date("2026-02-01T10:00:00Z"), durationSeconds: 31 },
      { propertyId: other.id },
      { propertyId: null },
    ]);
    const detail = await getJson<PropertyDetail>(t.client, `/api/properties/${property.id}`);
    expect(detail.reels.map((reel) => reel.id)).toEqual([newer?.id, older?.id]);
    expect(detail.reels[0]).toEqual({
      id: newer?.id,
      durationSeconds: 31,
      poster: {
        src: `/media/${newer?.posterKey}-720.webp`,
        srcSet: `/media/${newer?.posterKey}-360.webp 360w, /media/${newer?.posterKey}-720.webp 720w`,
        width: 720,
        height: 1280,
      },
    });
  });

  it.each([
    "00000000-0000-4000-8000-000000000000",
    "not-a-uuid",
    "1",
    "00000000-0000-4000-8000-00000000000z",
    "%27%20or%201%3D1",
  ])("is a 404 for %s", async (id) => {
    const response = await t.client.get(`/api/properties/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Property not found" });
  });
});
