import { describe, expect, it } from "vitest";
import { fiveDigitZip, zipPlacement } from "./zip-position";

const austin = {
  zip: "78704",
  city: "Austin",
  state: "TX",
  latitude: 30.2428,
  longitude: -97.7658,
};

describe("placing a listing by its ZIP", () => {
  it("reads the five digits of a whole ZIP only", () => {
    expect(fiveDigitZip(" 78704 ")).toBe("78704");
    expect(fiveDigitZip("78704-1234")).toBe("78704");
    expect(fiveDigitZip("7870")).toBeNull();
    expect(fiveDigitZip("78704-12")).toBeNull();
  });

  it("places at the ZIP's centre only when the data knows it in the listing's state", () => {
    expect(zipPlacement("78704", "TX", [austin])).toEqual({
      kind: "placed",
      zip: "78704",
      place: austin,
    });
    expect(zipPlacement("78704", "CA", [austin]).kind).toBe("other-state");
    expect(zipPlacement("78705", "TX", [austin]).kind).toBe("unknown");
    expect(zipPlacement("78704", "TX", []).kind).toBe("unknown");
  });
});
