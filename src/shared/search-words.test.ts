import { describe, expect, it } from "vitest";
import { searchWords } from "./search-words";

describe("searchWords", () => {
  it("cuts at spaces and punctuation, lower-cases and drops repeats", () => {
    expect(searchWords("Austin, TX")).toEqual(["austin", "tx"]);
    expect(searchWords("  1880 Copper-Mill St., Unit #5C ")).toEqual([
      "1880",
      "copper",
      "mill",
      "st",
      "unit",
      "5c",
    ]);
    expect(searchWords("100%_a\\b [x] austin AUSTIN")).toEqual(["100", "a", "b", "x", "austin"]);
    expect(searchWords(",;.")).toEqual([]);
  });

  it("keeps letters beyond ASCII inside words", () => {
    expect(searchWords("Café Olé, Señor")).toEqual(["café", "olé", "señor"]);
  });
});
