import { describe, expect, it } from "vitest";
import { parseSearchFields, propertySearchSchema } from "./property-search";

const read = (query: string) => parseSearchFields(new URLSearchParams(query));

describe("parseSearchFields (zod/mini, the /search page)", () => {
  it("reads valid fields", () => {
    expect(
      read(
        "q=%20garden%20&minPrice=100&maxPrice=500&beds=4%2B&baths=2&types=House,,Condo,House" +
          "&amenities=Pool&featured=true&sort=price_low",
      ),
    ).toEqual({
      q: "garden",
      minPrice: 100,
      maxPrice: 500,
      beds: "4",
      baths: "2",
      types: ["House", "Condo"],
      amenities: ["Pool"],
      featured: true,
      sort: "price_low",
    });
  });

  it("drops bad fields one by one and ignores unknown keys", () => {
    expect(
      read(
        "q=a&minPrice=-1&maxPrice=1.5&beds=9&baths=x&types=House,Castle&amenities=Moat" +
          "&featured=yes&sort=cheap&limit=2&bedsExact=yes&minSqft=-1&minLotAcres=x" +
          "&minYearBuilt=1500&listedWithin=3&videoTour=false&priceCut=1",
      ),
    ).toEqual({});
    expect(read("q=&minPrice=abc&maxPrice=300")).toEqual({ maxPrice: 300 });
  });
});

describe("propertySearchSchema (the API) uses the same field rules", () => {
  const messages = (query: Record<string, string>) => {
    const parsed = propertySearchSchema.safeParse(query);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it.each([
    [{ q: "a" }, "Type at least 2 characters to search"],
    [{ q: "a".repeat(101) }, "Search text must be at most 100 characters"],
    [{ minPrice: "abc" }, "Price must be a number"],
    [{ minPrice: "1.5" }, "Price must be a whole number"],
    [{ minPrice: "-1" }, "Price cannot be negative"],
    [{ maxPrice: "1000000001" }, "Price is too large"],
    [{ beds: "9" }, "Bedrooms must be 0 (Studio) or 1 to 5"],
    [{ beds: "3++" }, "Bedrooms must be 0 (Studio) or 1 to 5"],
    [{ baths: "5" }, "Bathrooms must be 1 to 4"],
    [{ bedsExact: "yes" }, "Exact match must be true or left out"],
    [{ minSqft: "1.5" }, "Minimum square feet must be a whole number"],
    [{ maxSqft: "-1" }, "Maximum square feet cannot be negative"],
    [{ minLotAcres: "lots" }, "Lot size must be a number of acres"],
    [{ maxLotAcres: "-0.5" }, "Lot size cannot be negative"],
    [{ minYearBuilt: "1500" }, "Year built must be 1600 or later"],
    [{ maxYearBuilt: "1999.5" }, "Year built must be a whole year"],
    [{ listedWithin: "3" }, "Listed within must be 1, 7, 14, 30 or 90 days"],
    [{ videoTour: "false" }, "Video tour must be true or left out"],
    [{ priceCut: "1" }, "Price cut must be true or left out"],
    [{ types: "House,Castle" }, "Unknown property type"],
    [{ amenities: "Moat" }, "Unknown amenity"],
    [{ sort: "cheap" }, "Sort must be newest, price_high or price_low"],
  ])("rejects %j with the page's rule", (query, message) => {
    expect(messages(query)).toEqual([message]);
    const [key, value] = Object.entries(query)[0] ?? ["", ""];
    expect(parseSearchFields(new URLSearchParams({ [key]: value }))).toEqual({});
  });

  it("accepts what the page accepts, with defaults and blank text as unset", () => {
    const query = { q: "  ", minPrice: "100", types: "House,House", featured: "false" };
    expect(propertySearchSchema.parse(query)).toEqual({
      minPrice: 100,
      types: ["House"],
      featured: false,
      sort: "newest",
      limit: expect.any(Number),
    });
    expect(read("minPrice=100&types=House,House&featured=false")).toEqual({
      minPrice: 100,
      types: ["House"],
      featured: false,
    });
  });
});

describe("the room chips and the 'More filters' in the URL", () => {
  it("reads beds and baths as chips, the old top chips' '+' as the number", () => {
    expect(read("beds=0&baths=1")).toEqual({ beds: "0", baths: "1" });
    expect(read("beds=4%2B&baths=3%2B")).toEqual({ beds: "4", baths: "3" });
    // An unescaped plus arrives as a space.
    expect(read("beds=4+&baths=3+")).toEqual({ beds: "4", baths: "3" });
    expect(read("beds=3&bedsExact=true")).toEqual({ beds: "3", bedsExact: true });
  });

  it("reads every 'More filter'", () => {
    expect(
      read(
        "minSqft=1200&maxSqft=3000&minLotAcres=0.25&maxLotAcres=2&minYearBuilt=1990" +
          "&maxYearBuilt=2010&listedWithin=7&videoTour=true&priceCut=true",
      ),
    ).toEqual({
      minSqft: 1200,
      maxSqft: 3000,
      minLotAcres: 0.25,
      maxLotAcres: 2,
      minYearBuilt: 1990,
      maxYearBuilt: 2010,
      listedWithin: 7,
      videoTour: true,
      priceCut: true,
    });
  });

  it("refuses a range the wrong way round, on its maximum", () => {
    const issues = (query: Record<string, string>) => {
      const parsed = propertySearchSchema.safeParse(query);
      return parsed.success
        ? []
        : parsed.error.issues.map(({ path, message }) => ({ path, message }));
    };
    expect(issues({ minSqft: "3000", maxSqft: "1000" })).toEqual([
      { path: ["maxSqft"], message: "Maximum square feet must not be below the minimum" },
    ]);
    expect(issues({ minLotAcres: "2", maxLotAcres: "1" })).toEqual([
      { path: ["maxLotAcres"], message: "Maximum lot size must not be below the minimum" },
    ]);
    expect(issues({ minYearBuilt: "2010", maxYearBuilt: "1990" })).toEqual([
      { path: ["maxYearBuilt"], message: "Latest year built must not be before the earliest" },
    ]);
    expect(issues({ minSqft: "1000", maxSqft: "1000" })).toEqual([]);
  });
});
