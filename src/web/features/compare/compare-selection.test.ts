import { describe, expect, it } from "vitest";
import { parseSelection, toggled } from "./compare-selection";

describe("the compare selection", () => {
  it("adds a home, takes a picked one out, and refuses a fifth", () => {
    expect(toggled(["a"], "b")).toEqual({ ids: ["a", "b"], outcome: "added" });
    expect(toggled(["a", "b"], "a")).toEqual({ ids: ["b"], outcome: "removed" });
    expect(toggled(["a", "b", "c", "d"], "e")).toEqual({
      ids: ["a", "b", "c", "d"],
      outcome: "full",
    });
    // A picked home can still be taken out of a full selection.
    expect(toggled(["a", "b", "c", "d"], "d").outcome).toBe("removed");
  });

  it("reads what storage holds, ignoring what no version of it wrote", () => {
    expect(parseSelection(JSON.stringify(["a", "b", "a"]))).toEqual(["a", "b"]);
    expect(parseSelection(JSON.stringify(["a", 3, "", "b", "c", "d", "e"]))).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
    expect(parseSelection("{not json")).toEqual([]);
    expect(parseSelection(JSON.stringify({ ids: ["a"] }))).toEqual([]);
    expect(parseSelection(null)).toEqual([]);
  });
});
