import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawingSvg, type PhotoFacts, planPhotos } from "@/server/demo/market/drawings/photos";
import { seededRandom } from "@/server/demo/market/random";
import { PROPERTY_TYPES } from "@/shared/properties";

const HOUSE: PhotoFacts = {
  propertyType: "House",
  stories: 2,
  garageSpaces: 1,
  amenities: ["Garden", "Garage"],
  bedrooms: 3,
};
const POOL_WATER = "#5fb6d3";

const cover = (seed: number, facts: PhotoFacts, taken = new Set<string>()) => {
  const [front] = planPhotos(seededRandom(seed), facts, taken);
  if (!front) throw new Error("no cover");
  return { label: front.label, svg: drawingSvg(front.drawing, 960) };
};

describe("drawn demo photos", () => {
  it("draws the same pictures with the same words from the same seed", () => {
    const once = planPhotos(seededRandom(7), HOUSE, new Set());
    const again = planPhotos(seededRandom(7), HOUSE, new Set());
    expect(again.map((photo) => photo.label)).toEqual(once.map((photo) => photo.label));
    expect(again.map((photo) => drawingSvg(photo.drawing, 960))).toEqual(
      once.map((photo) => drawingSvg(photo.drawing, 960)),
    );
  });

  it("draws a pool, and says so, only when the listing has one", () => {
    const withPool = cover(3, { ...HOUSE, amenities: [...HOUSE.amenities, "Pool"] });
    const without = cover(3, HOUSE);
    expect(withPool.svg).toContain(POOL_WATER);
    expect(withPool.label).toMatch(/pool/);
    expect(without.svg).not.toContain(POOL_WATER);
    expect(without.label).not.toMatch(/pool/);
  });

  it("gives listings with the same facts different fronts", () => {
    const taken = new Set<string>();
    const covers = Array.from({ length: 30 }, (_, i) => cover(i, HOUSE, taken));
    expect(new Set(covers.map((c) => c.svg)).size).toBe(30);
    expect(new Set(covers.map((c) => c.label)).size).toBe(30);
    // Even the same random draws give a second listing a look of its own.
    expect(cover(1, HOUSE, taken).label).not.toBe(covers[1]?.label);
  });

  it("shows a home's front and three rooms and a lot alone, each described within 80 characters", () => {
    const taken = new Set<string>();
    for (const [i, propertyType] of PROPERTY_TYPES.entries()) {
      for (let seed = 0; seed < 20; seed++) {
        const photos = planPhotos(
          seededRandom(i * 100 + seed),
          {
            ...HOUSE,
            propertyType,
            stories: (seed % 3) + 1,
            amenities: ["Pool", "Garden", "Garage", "Balcony"],
          },
          taken,
        );
        expect(photos).toHaveLength(propertyType === "Land" ? 1 : 4);
        for (const photo of photos) {
          expect(photo.label.length).toBeLessThanOrEqual(80);
          expect(photo.label).not.toMatch(/undefined|NaN/);
        }
      }
    }
  });

  it("rasterises as a 3:2 picture", async () => {
    const { svg } = cover(11, HOUSE);
    const { width, height } = await sharp(Buffer.from(svg))
      .png()
      .toBuffer({ resolveWithObject: true })
      .then((r) => r.info);
    expect([width, height]).toEqual([960, 640]);
  });
});
