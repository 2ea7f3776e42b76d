import { describe, expect, it } from "vitest";
import { nearestMessage, textForArea, textWithout, understoodChips } from "./understood";

describe("textWithout", () => {
  it("takes the spans out and tidies spaces and commas", () => {
    const text = "homes in Plano, TX under 450k";
    expect(textWithout(text, [[6, 18]])).toBe("homes under 450k");
    expect(textWithout("2br condo, Plano, TX", [[11, 20]])).toBe("2br condo");
    expect(
      textWithout("3 bed house", [
        [0, 5],
        [6, 11],
      ]),
    ).toBe("");
  });

  it("ignores a span outside the text", () => {
    expect(textWithout("house", [[3, 40]])).toBe("house");
  });
});

describe("understoodChips", () => {
  it("labels rooms as minimums, a studio, types, prices and the place", () => {
    const chips = understoodChips("studio 2 baths condo 300k-500k 78704", {
      studio: true,
      baths: 2,
      types: ["Condo"],
      minPrice: 300_000,
      maxPrice: 500_000,
      words: "",
      spans: { beds: [[0, 6]], baths: [[7, 14]], types: [[15, 20]], price: [[21, 30]] },
    });
    expect(chips.map((chip) => [chip.label, chip.textWithout])).toEqual([
      ["Studio", "2 baths condo 300k-500k 78704"],
      ["2+ baths", "studio condo 300k-500k 78704"],
      ["Condo", "studio 2 baths 300k-500k 78704"],
      ["$300,000–$500,000", "studio 2 baths condo 78704"],
    ]);
  });

  it("has none without an understood answer", () => {
    expect(understoodChips("anything", null)).toEqual([]);
  });
});

it("names the place in the nearest message", () => {
  expect(nearestMessage({ place: "Plano, TX" })).toBe(
    "No homes in Plano, TX yet — showing the nearest",
  );
});

describe("textForArea", () => {
  const understood = (place?: [number, number]) => ({
    words: "",
    spans: place ? { place: [place] } : {},
  });

  it("drops the typed place when the buyer moves the map, keeping the rest", () => {
    expect(textForArea("2br condo austin", understood([10, 16]))).toBe("2br condo");
    expect(textForArea("austin", understood([0, 6]))).toBeUndefined();
  });

  it("keeps text without a place, and no text", () => {
    expect(textForArea("ranch with pool", understood())).toBe("ranch with pool");
    expect(textForArea("ranch", null)).toBe("ranch");
    expect(textForArea(undefined, understood([0, 6]))).toBeUndefined();
  });
});
