import { beforeAll, describe, expect, it } from "vitest";
import { placeLookup } from "../../src/server/places/place-lookup";
import { loadPlaceIndex } from "../../src/server/places/places.service";
import { type ParsedSearchText, parseSearchText } from "../../src/shared/search-text/parse-query";
import { type PlaceLookup, placeLabel } from "../../src/shared/search-text/place";

let lookup: PlaceLookup;
beforeAll(async () => {
  lookup = placeLookup(await loadPlaceIndex());
});

/** What a parse became, without the spans and coordinates: one short row per query. */
function summary(parsed: ParsedSearchText) {
  const { spans: _spans, place, words, ...filters } = parsed;
  return { ...filters, ...(place ? { place: placeLabel(place) } : {}), words };
}

/**
 * Typed searches and what they become. Rooms are minimums; a price alone is a maximum; anything
 * not understood stays in `words`, as typed.
 */
const TABLE: [string, ReturnType<typeof summary>][] = [
  ["3 bed house under 500k", { beds: 3, types: ["House"], maxPrice: 500_000, words: "" }],
  ["2br condo austin", { beds: 2, types: ["Condo"], place: "Austin, TX", words: "" }],
  ["Plano, TX", { place: "Plano, TX", words: "" }],
  ["homes in plano texas under 450k", { maxPrice: 450_000, place: "Plano, TX", words: "" }],
  ["condo in austin tx", { types: ["Condo"], place: "Austin, TX", words: "" }],
  ["78704", { place: "78704", words: "" }],
  ["3bd/2ba", { beds: 3, baths: 2, words: "" }],
  ["4 bed 3 bath", { beds: 4, baths: 3, words: "" }],
  ["studio", { studio: true, words: "" }],
  ["townhome", { types: ["Townhouse"], words: "" }],
  ["ranch with pool", { amenities: ["Pool"], words: "ranch" }],
  ["under $1.2m", { maxPrice: 1_200_000, words: "" }],
  ["between 300k and 500k", { minPrice: 300_000, maxPrice: 500_000, words: "" }],
  ["house", { types: ["House"], words: "" }],
  ["asdfghjkl qwerty", { words: "asdfghjkl qwerty" }],
  ["", { words: "" }],
  ["$450,000", { maxPrice: 450_000, words: "" }],
  ["1.2m", { maxPrice: 1_200_000, words: "" }],
  ["1.2 million", { maxPrice: 1_200_000, words: "" }],
  ["over 750k", { minPrice: 750_000, words: "" }],
  ["3 BEDROOM HOUSE IN DENVER", { beds: 3, types: ["House"], place: "Denver, CO", words: "" }],
  ["2 bedrom appartment", { beds: 2, types: ["Apartment"], words: "" }],
  ["hosue", { types: ["House"], words: "" }],
  ["condos", { types: ["Condo"], words: "" }],
  ["TX", { place: "Texas", words: "" }],
  ["OR", { place: "Oregon", words: "" }],
  ["house or condo", { types: ["House", "Condo"], words: "" }],
  ["Portland, ME", { place: "Portland, ME", words: "" }],
  ["portland", { place: "Portland, OR", words: "" }],
  [
    "1427 Willow Creek Drive, Austin, TX 78745",
    { place: "78745", words: "1427 Willow Creek Drive" },
  ],
  ["Austin 78701", { place: "78701", words: "" }],
  ["farmhouse austin", { place: "Austin, TX", words: "farmhouse" }],
  ["Austin farmhouse TX", { place: "Austin, TX", words: "farmhouse" }],
  ["Modern Farmhouse", { words: "Modern Farmhouse" }],
  ["300k-500k", { minPrice: 300_000, maxPrice: 500_000, words: "" }],
  ["300-500k", { minPrice: 300_000, maxPrice: 500_000, words: "" }],
  ["3+ beds under 600k", { beds: 3, maxPrice: 600_000, words: "" }],
  ["2.5 baths", { baths: 2.5, words: "" }],
  ["three bedroom townhouse", { beds: 3, types: ["Townhouse"], words: "" }],
  ["500k+", { minPrice: 500_000, words: "" }],
  ["land in texas", { types: ["Land"], place: "Texas", words: "" }],
  [
    "villa with garage and garden",
    { types: ["Villa"], amenities: ["Garage", "Garden"], words: "" },
  ],
  ["apt near me", { types: ["Apartment"], words: "" }],
  ["new york ny 2 bed", { beds: 2, place: "New York, NY", words: "" }],
  ["kansas city mo", { place: "Kansas City, MO", words: "" }],
  ["seattle washington", { place: "Seattle, WA", words: "" }],
  ["2k sqft house", { types: ["House"], words: "2k sqft" }],
  ["under 500", { maxPrice: 500_000, words: "" }],
  ["Unit 5C", { words: "Unit 5C" }],
  ["12 Washington Street", { words: "12 Washington Street" }],
  ["Spring Creek Lane", { words: "Spring Creek Lane" }],
  [
    "3 bed 2 bath house in plano tx under 500k",
    { beds: 3, baths: 2, types: ["House"], maxPrice: 500_000, place: "Plano, TX", words: "" },
  ],
  ["CONDO Austin", { types: ["Condo"], place: "Austin, TX", words: "" }],
  ["at least 2 baths", { baths: 2, words: "" }],
  ["1 bath", { baths: 1, words: "" }],
  ["single family home dallas", { types: ["House"], place: "Dallas, TX", words: "" }],
  ["lot", { types: ["Land"], words: "" }],
  ["cheap house", { types: ["House"], words: "cheap" }],
  ["100% financing", { words: "100% financing" }],
  [
    "houses from 200k to 350k",
    { types: ["House"], minPrice: 200_000, maxPrice: 350_000, words: "" },
  ],
  ["between 500k and 300k", { minPrice: 300_000, maxPrice: 500_000, words: "" }],
  ["<400k", { maxPrice: 400_000, words: "" }],
];

describe("parseSearchText", () => {
  it.each(TABLE)("%j", (text, expected) => {
    expect(summary(parseSearchText(text, lookup))).toEqual(expected);
  });

  it("names the characters each understood part came from", () => {
    const text = "homes in Plano, TX under 450k with a pool";
    const { spans } = parseSearchText(text, lookup);
    const cut = (span: [number, number] | undefined) => span && text.slice(...span);
    expect(cut(spans.place?.[0])).toBe("in Plano, TX");
    expect(cut(spans.price?.[0])).toBe("under 450k");
    expect(cut(spans.amenities?.[0])).toBe("pool");
    const kinds = "a house or condo";
    const [types] = parseSearchText(kinds, lookup).spans.types ?? [];
    expect(types && kinds.slice(...types)).toBe("house or condo");
  });

  it("gives a ZIP code and a city the place's position", () => {
    expect(parseSearchText("78704", lookup).place).toMatchObject({
      kind: "zip",
      city: "Austin",
      state: "TX",
      latitude: expect.any(Number),
    });
    expect(parseSearchText("plano tx", lookup).place).toMatchObject({ kind: "city", state: "TX" });
  });
});
