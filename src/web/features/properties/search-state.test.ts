import { describe, expect, it } from "vitest";
import { toSearchParams } from "./search-query";
import {
  activeFilterCount,
  applyDraft,
  clearFilters,
  draftFromSearch,
  EMPTY_DRAFT,
  resultCountText,
  sliderPriceLabel,
} from "./search-state";
import { readSearch } from "./search-url";

const read = (query: string) => readSearch(new URLSearchParams(query));

describe("readSearch", () => {
  it("keeps valid fields and drops bad ones without failing", () => {
    expect(read("q=a")).toEqual({});
    expect(read("q=TX")).toEqual({ q: "TX" });
    expect(
      read("q=austin&beds=9&baths=3%2B&types=House,Castle&amenities=Pool&sort=cheap&featured=yes"),
    ).toEqual({ q: "austin", baths: "3", amenities: ["Pool"] });
    expect(read("types=House,Condo&sort=price_low&featured=true")).toEqual({
      types: ["House", "Condo"],
      sort: "price_low",
      featured: true,
    });
  });

  it("reads repeated list fields, as a GET form sends ticked checkboxes, as one list", () => {
    expect(read("types=House&types=Condo&amenities=Pool&amenities=&beds=&q=austin")).toEqual({
      q: "austin",
      types: ["House", "Condo"],
      amenities: ["Pool"],
    });
    expect(read("types=House,Condo&types=Villa")).toEqual({ types: ["House", "Condo", "Villa"] });
  });

  it("brings prices into the slider's range", () => {
    expect(read("minPrice=0&maxPrice=2000000")).toEqual({});
    expect(read("maxPrice=5000000")).toEqual({});
    expect(read("minPrice=3000000")).toEqual({ minPrice: 2_000_000 });
    expect(read("minPrice=100000&maxPrice=500000")).toEqual({
      minPrice: 100_000,
      maxPrice: 500_000,
    });
    expect(read("minPrice=900000&maxPrice=500000")).toEqual({});
    expect(read("minPrice=-5&maxPrice=abc")).toEqual({});
  });

  it("ignores a 'More filters' range the wrong way round, and an exact switch without a number", () => {
    expect(read("minSqft=3000&maxSqft=1000&minYearBuilt=1990")).toEqual({ minYearBuilt: 1990 });
    expect(read("minLotAcres=2&maxLotAcres=1")).toEqual({});
    expect(read("bedsExact=true")).toEqual({});
    expect(read("beds=0&bedsExact=true")).toEqual({ beds: "0" });
    expect(read("beds=2&bedsExact=true")).toEqual({ beds: "2", bedsExact: true });
  });
});

describe("URL round trip", () => {
  it("writes defaults out and reads back the same search", () => {
    const query =
      "q=lake+view&minPrice=50000&beds=4&bedsExact=true&baths=2&types=House%2CCondo" +
      "&minSqft=1200&maxLotAcres=0.5&minYearBuilt=1990&listedWithin=30&videoTour=true" +
      "&priceCut=true&sort=price_high";
    const fields = read(query);
    expect(toSearchParams(fields).toString()).toBe(query);
    // The old spelling of the top chips is written in the new one.
    expect(toSearchParams(read("beds=4%2B&baths=3%2B")).toString()).toBe("beds=4&baths=3");
    expect(toSearchParams({ sort: "newest" }).toString()).toBe("");
  });
});

describe("the filter draft", () => {
  it("starts from the URL and applies onto it, keeping text, sort and featured", () => {
    const fields = read("q=austin&sort=price_low&featured=true&beds=2");
    const draft = draftFromSearch(fields);
    expect(draft).toEqual({ ...EMPTY_DRAFT, beds: "2" });
    const applied = applyDraft(fields, {
      ...draft,
      price: [0, 2_000_000],
      baths: "1",
      types: ["Villa"],
    });
    expect(toSearchParams(applied).toString()).toBe(
      "q=austin&beds=2&baths=1&types=Villa&featured=true&sort=price_low",
    );
  });

  it("sends no maxPrice at the slider's top and no minPrice at 0", () => {
    const applied = applyDraft({}, { ...EMPTY_DRAFT, price: [0, 2_000_000] });
    expect(toSearchParams(applied).toString()).toBe("");
    const narrowed = applyDraft({}, { ...EMPTY_DRAFT, price: [250_000, 1_000_000] });
    expect(toSearchParams(narrowed).toString()).toBe("minPrice=250000&maxPrice=1000000");
  });

  it("Clear All keeps only the text, the sort and the map's area", () => {
    expect(clearFilters(read("q=oak&sort=price_high&featured=true&beds=1&types=Land"))).toEqual({
      q: "oak",
      sort: "price_high",
    });
    expect(toSearchParams(clearFilters(read("beds=2&bbox=-98,30,-97,31&zoom=9"))).toString()).toBe(
      "bbox=-98%2C30%2C-97%2C31&zoom=9",
    );
  });

  it("applies the exact switch only to a number of bedrooms, and the 'More filters'", () => {
    const more = { minSqft: 1000, videoTour: true };
    expect(
      toSearchParams(
        applyDraft({}, { ...EMPTY_DRAFT, beds: "3", bedsExact: true, more }),
      ).toString(),
    ).toBe("beds=3&bedsExact=true&minSqft=1000&videoTour=true");
    expect(
      toSearchParams(applyDraft({}, { ...EMPTY_DRAFT, beds: "0", bedsExact: true })).toString(),
    ).toBe("beds=0");
    expect(draftFromSearch(read("beds=3&bedsExact=true&priceCut=true"))).toEqual({
      ...EMPTY_DRAFT,
      beds: "3",
      bedsExact: true,
      more: { priceCut: true },
    });
  });

  it("Apply keeps the map's area and drawn area", () => {
    const fields = read("bbox=-98,30,-97,31&poly=-97.9,30.1;-97.5,30.1;-97.7,30.5&zoom=9");
    expect(applyDraft(fields, { ...EMPTY_DRAFT, beds: "2" })).toMatchObject({
      bbox: fields.bbox,
      poly: fields.poly,
      zoom: 9,
      beds: "2",
    });
  });
});

describe("activeFilterCount", () => {
  it("counts price once, beds, baths, and each type and amenity", () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount(read("minPrice=100000&maxPrice=900000"))).toBe(1);
    expect(
      activeFilterCount(
        read("maxPrice=900000&beds=2&baths=1&types=House,Condo&amenities=Pool,Gym,Garden"),
      ),
    ).toBe(8);
    expect(
      activeFilterCount(
        read("beds=3&bedsExact=true&minSqft=1000&maxSqft=2000&listedWithin=7&priceCut=true"),
      ),
    ).toBe(4);
    expect(activeFilterCount(read("q=austin&sort=price_low&featured=true"))).toBe(0);
  });
});

describe("texts", () => {
  it("words the result count", () => {
    expect(resultCountText(0, false)).toBe("0 properties found");
    expect(resultCountText(1, false)).toBe("1 property found");
    expect(resultCountText(1234, false)).toBe("1,234 properties found");
    expect(resultCountText(10_000, true)).toBe("10,000+ properties found");
  });

  it("shows the slider's top as open-ended", () => {
    expect(sliderPriceLabel(0)).toBe("$0");
    expect(sliderPriceLabel(1_950_000)).toBe("$1,950,000");
    expect(sliderPriceLabel(2_000_000)).toBe("$2,000,000+");
  });
});
