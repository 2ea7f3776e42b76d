import { describe, expect, it } from "vitest";
import { PROPERTY_TYPES, type PropertyType } from "@/shared/properties";
import { giveLives, metroMix, RENTAL_SHARE, STAGE_SHARES } from "./life";
import { seededRandom } from "./random";

const METROS = 20;
const PER_METRO = 13;

function homes(count: number) {
  const random = seededRandom(7);
  return Array.from({ length: count }, () => {
    const propertyType = random.pick(PROPERTY_TYPES) as PropertyType;
    return {
      propertyType,
      price: random.int(100, 1_000) * 1_000,
      squareFeet: random.int(450, 3_500),
      daysAgo: random.int(20, 240),
    };
  });
}

const lives = (seed: number) =>
  Array.from({ length: METROS }, (_, metro) =>
    giveLives(seededRandom(seed + metro), homes(PER_METRO), metroMix(metro, PER_METRO), [
      "References, please.",
    ]),
  ).flat();

describe("the demo market's lives", () => {
  it("spreads the market's shares over its metros, the totals rounded once", () => {
    const mixes = Array.from({ length: METROS }, (_, metro) => metroMix(metro, PER_METRO));
    const total = METROS * PER_METRO;
    const sum = (count: (mix: (typeof mixes)[number]) => number) =>
      mixes.reduce((all, mix) => all + count(mix), 0);
    expect(sum((mix) => mix.rentals)).toBe(Math.round(total * RENTAL_SHARE));
    for (const mix of mixes) expect([4, 5]).toContain(mix.rentals);
    for (const [stage, share] of Object.entries(STAGE_SHARES)) {
      expect(sum((mix) => mix.stages[stage as keyof typeof STAGE_SHARES])).toBe(
        Math.round(total * share),
      );
    }
  });

  it("comes out the same from the same seed", () => {
    expect(lives(3)).toEqual(lives(3));
  });

  it("lets no land, and tells each home's stages and price cut in order", () => {
    const listings = lives(11);
    for (const { propertyType, life } of listings) {
      if (life.offer === "rent") expect(propertyType).not.toBe("Land");
      expect(life.stages.at(-1)?.status ?? "active").toBe(life.status);
      const days = life.stages.map((stage) => stage.daysAgo);
      expect(days).toEqual([...days].sort((a, b) => b - a));
      expect(new Set(days).size).toBe(days.length);
      if (life.status === "coming_soon") {
        expect(life.listedDaysAgo).toBeNull();
        expect(life.expectedInDays).toBeGreaterThanOrEqual(1);
      } else if (life.status !== "active") {
        expect(life.stages[0]).toEqual({
          status: "active",
          daysAgo: life.listedDaysAgo,
          price: null,
        });
      }
      for (const cut of life.priceChanges) {
        expect(cut.oldPrice).toBeGreaterThan(cut.newPrice);
        expect(cut.daysAgo).toBeLessThan(life.listedDaysAgo ?? 0);
        const next = life.stages.find((stage) => stage.daysAgo < (life.listedDaysAgo ?? 0));
        if (next) expect(cut.daysAgo).toBeGreaterThan(next.daysAgo);
      }
    }
  });

  it("rents a home for 0.5 to 0.8% of what it would sell for, by the month", () => {
    const sale = homes(PER_METRO);
    const lived = giveLives(seededRandom(5), sale, metroMix(0, PER_METRO), ["References."]);
    for (const [index, listing] of lived.entries()) {
      const price = sale[index]?.price ?? 0;
      if (listing.life.offer === "sale") {
        expect(listing.price).toBe(price);
        continue;
      }
      expect(listing.price % 25).toBe(0);
      expect(listing.price).toBeGreaterThanOrEqual(price * 0.005 - 13);
      expect(listing.price).toBeLessThanOrEqual(price * 0.008 + 13);
    }
  });
});
