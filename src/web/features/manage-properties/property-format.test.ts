import { describe, expect, it } from "vitest";
import { formatPriceInput, shortId } from "./property-format";

describe("property formats", () => {
  it("shortens ids to their first 8 characters", () => {
    expect(shortId("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe("0f8fad5b");
  });

  it("keeps only digits in the price field and groups them", () => {
    expect(formatPriceInput("1250000")).toBe("1,250,000");
    expect(formatPriceInput("$1,2a50")).toBe("1,250");
    expect(formatPriceInput("007")).toBe("7");
    expect(formatPriceInput("0")).toBe("0");
    expect(formatPriceInput("abc")).toBe("");
    expect(formatPriceInput("")).toBe("");
  });
});
