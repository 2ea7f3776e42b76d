import { describe, expect, it } from "vitest";
import { savedQueryOf } from "./saved-query";

describe("savedQueryOf", () => {
  it("saves a search without its sort or open-house filter", () => {
    expect(savedQueryOf({ q: "austin", beds: "3", sort: "price_low", openHouse: "weekend" })).toBe(
      "q=austin&beds=3",
    );
    expect(savedQueryOf({ openHouse: "weekend" })).toBe("");
  });
});
