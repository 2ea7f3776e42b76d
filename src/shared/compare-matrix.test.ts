import { describe, expect, it } from "vitest";
import { compareHome } from "../../tests/components/fixtures/compare";
import { COMPARE_MAX, type CompareFact, type CompareHome, readCompareIds } from "./compare";
import { bestColumns, compareMatrix } from "./compare-matrix";
import { compareQuerySchema } from "./schemas/compare";

const home = compareHome;

const row = (homes: CompareHome[], fact: CompareFact) => {
  const found = compareMatrix(homes).facts.find((candidate) => candidate.fact === fact);
  if (!found) throw new Error(`no ${fact} row`);
  return found;
};

describe("compareMatrix", () => {
  it("marks the cheapest price and price per square foot, and the most room, as best", () => {
    const small = home({ price: 300_000, squareFeet: 1000, bedrooms: 2 });
    const large = home({ price: 500_000, squareFeet: 2500, bedrooms: 4 });
    const homes = [small, large];
    expect(row(homes, "price")).toMatchObject({
      values: [300_000, 500_000],
      differs: true,
      best: [true, false],
    });
    // $300/sq ft against $200/sq ft: the dearer home is the better buy per foot.
    expect(row(homes, "pricePerSqFt")).toMatchObject({ values: [300, 200], best: [false, true] });
    expect(row(homes, "bedrooms").best).toEqual([false, true]);
    expect(row(homes, "squareFeet").best).toEqual([false, true]);
  });

  it("names no best and no difference where the homes agree", () => {
    const homes = [home(), home()];
    expect(row(homes, "bathrooms")).toMatchObject({ differs: false, best: [false, false] });
    expect(row(homes, "propertyType")).toMatchObject({
      values: ["House", "House"],
      differs: false,
    });
  });

  it("counts a stated value against a missing one as a difference, but ranks only stated ones", () => {
    const homes = [home({ yearBuilt: null }), home({ yearBuilt: 1990 }), home({ yearBuilt: 2015 })];
    expect(row(homes, "yearBuilt")).toMatchObject({
      values: [null, 1990, 2015],
      differs: true,
      best: [false, false, true],
    });
    // One stated value alone wins nothing.
    expect(
      row([home({ lotSizeAcres: null }), home({ lotSizeAcres: 1 })], "lotSizeAcres").best,
    ).toEqual([false, false]);
  });

  it("gives the estimated payment of the listing page's calculator, only to homes one can buy", () => {
    const homes = [
      home({ price: 500_000 }),
      home({ price: 500_000, status: "closed", closedPrice: 480_000 }),
      home({ price: 2_400, offer: "rent" }),
    ];
    // 400,000 borrowed at 6.5% for 30 years (2,528.27) + Texas's typical tax and insurance.
    expect(row(homes, "monthlyPayment").values).toEqual([3714, null, null]);
    // A closed home is compared at what it sold for.
    expect(row(homes, "price").values).toEqual([500_000, 480_000, 2_400]);
  });

  it("ranks no prices across a sale and a rental, but still ranks their rooms", () => {
    const homes = [
      home({ price: 2_400, offer: "rent", bedrooms: 2 }),
      home({ price: 400_000, bedrooms: 3 }),
    ];
    expect(row(homes, "price")).toMatchObject({ differs: true, best: [false, false] });
    // Price per square foot is a sale's figure, as on the listing page.
    expect(row(homes, "pricePerSqFt").values).toEqual([null, 200]);
    expect(row(homes, "bedrooms").best).toEqual([false, true]);
    expect(row(homes, "status").values).toEqual(["Available", "For sale"]);
  });

  it("leaves out rooms for land and size where none is stated", () => {
    const land = home({ propertyType: "Land", bedrooms: 0, bathrooms: 0, squareFeet: 0 });
    const studio = home({ bedrooms: 0 });
    const homes = [land, studio];
    expect(row(homes, "bedrooms").values).toEqual([null, 0]);
    expect(row(homes, "squareFeet").values).toEqual([null, 2000]);
    expect(row(homes, "pricePerSqFt").values).toEqual([null, 200]);
  });

  it("lists every amenity and feature any home has, and which homes lack it", () => {
    const homes = [
      home({ amenities: ["Garage", "Pool"], features: ["Fireplace", "Deck"] }),
      home({ amenities: ["Pool"], features: ["Deck"] }),
    ];
    const matrix = compareMatrix(homes);
    // Amenities in the search's order (Pool before Garage), features as the homes list them.
    expect(matrix.amenities).toEqual([
      { name: "Pool", has: [true, true], differs: false },
      { name: "Garage", has: [true, false], differs: true },
    ]);
    expect(matrix.features.map((feature) => [feature.name, feature.differs])).toEqual([
      ["Fireplace", true],
      ["Deck", false],
    ]);
  });

  it("marks nothing as differing for a single home", () => {
    const matrix = compareMatrix([home({ amenities: ["Pool"] })]);
    expect(matrix.facts.some((fact) => fact.differs || fact.best.includes(true))).toBe(false);
    expect(matrix.amenities[0]?.differs).toBe(false);
  });
});

describe("bestColumns", () => {
  it("marks every home tied at the best, but no one when all tie", () => {
    expect(bestColumns([1, 3, 3], "higher")).toEqual([false, true, true]);
    expect(bestColumns([2, 2], "lower")).toEqual([false, false]);
  });
});

describe("the ids of a comparison", () => {
  const a = "6f1c1a52-3f1e-4c55-9d0a-0c2b7b1d9a11";
  const b = "7a2d2b63-4a2f-4d66-8e1b-1d3c8c2e0b22";

  it("are read in order, once each, without blanks", () => {
    expect(readCompareIds(` ${a},,${b},${a} `)).toEqual([a, b]);
    expect(readCompareIds(null)).toEqual([]);
  });

  it("must be one to four listing ids", () => {
    expect(compareQuerySchema.parse({ ids: `${a},${b}` })).toEqual({ ids: [a, b] });
    const issue = (ids?: string) =>
      compareQuerySchema
        .safeParse({ ids })
        .error?.issues.map((found) => [found.path.join("."), found.message]);
    expect(issue("")).toEqual([["ids", "Please pick at least one home to compare."]]);
    expect(issue(undefined)).toEqual([["ids", "Please pick at least one home to compare."]]);
    expect(issue(`${a},nope`)).toEqual([["ids", "Each home to compare must be a listing id."]]);
    const five = Array.from({ length: COMPARE_MAX + 1 }, (_, index) => `${a.slice(0, -1)}${index}`);
    expect(issue(five.join(","))).toEqual([["ids", "You can compare up to 4 homes at a time."]]);
  });
});
