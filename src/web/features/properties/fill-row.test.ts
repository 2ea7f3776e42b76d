import { describe, expect, it } from "vitest";
import { fillRow } from "./fill-row";

const homes = (...ids: string[]) => ids.map((id) => ({ id }));

describe("fillRow", () => {
  it("tops a short row up from the extra homes it does not already hold", () => {
    expect(fillRow(homes("a", "b"), homes("b", "c", "d"), 3)).toEqual(homes("a", "b", "c"));
    expect(fillRow(homes("a", "b", "c", "d"), homes("e", "f", "g"), 3)).toEqual(
      homes("a", "b", "c", "d", "e", "f"),
    );
  });

  it("leaves whole rows and empty lists alone, and uses what extra there is", () => {
    expect(fillRow(homes("a", "b", "c"), homes("d"), 3)).toEqual(homes("a", "b", "c"));
    expect(fillRow([], homes("d"), 3)).toEqual([]);
    expect(fillRow(homes("a"), homes("a"), 3)).toEqual(homes("a"));
  });
});
