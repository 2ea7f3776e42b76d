import { describe, expect, it } from "vitest";
import { categoryLabel, formatBlogDate } from "./blog-format";

describe("formatBlogDate", () => {
  it("reads MMM dd, yyyy", () => {
    // Midday, so the date is the same in every time zone the tests may run in.
    expect(formatBlogDate("2025-03-05T12:00:00.000Z")).toBe("Mar 05, 2025");
    expect(formatBlogDate("2024-12-24T12:00:00.000Z")).toBe("Dec 24, 2024");
  });
});

describe("categoryLabel", () => {
  it("capitalises the first letter only", () => {
    expect(categoryLabel("investment")).toBe("Investment");
    expect(categoryLabel("first-time buyers")).toBe("First-time buyers");
    expect(categoryLabel("HOA")).toBe("HOA");
  });

  it("leaves an empty name empty", () => {
    expect(categoryLabel("")).toBe("");
  });
});
