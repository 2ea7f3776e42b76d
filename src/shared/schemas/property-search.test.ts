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
      beds: "4+",
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
          "&featured=yes&sort=cheap&limit=2",
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
    [{ beds: "9" }, "Bedrooms must be 1, 2, 3 or 4+"],
    [{ baths: "4" }, "Bathrooms must be 1, 2 or 3+"],
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
