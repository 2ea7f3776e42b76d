import { describe, expect, it } from "vitest";
import { searchReturnPath, searchReturnState } from "./search-return";

describe("search return", () => {
  it("keeps the filters of a listing opened from /search", () => {
    const state = searchReturnState("/search", "?q=austin&beds=2&sort=price_low");
    expect(searchReturnPath(state)).toBe("/search?q=austin&beds=2&sort=price_low");
  });

  it("returns to a fresh search from anywhere else, or with a foreign state", () => {
    expect(searchReturnState("/saved", "?page=2")).toBeUndefined();
    expect(searchReturnPath(undefined)).toBe("/search");
    expect(searchReturnPath({ searchReturn: "https://evil.example/search" })).toBe("/search");
    expect(searchReturnPath({ searchReturn: "/searching" })).toBe("/search");
    expect(searchReturnPath({ gallery: true })).toBe("/search");
  });
});
