import { describe, expect, it } from "vitest";
import { listingTimeZone } from "./listing-time-zone";
import { US_STATE_CODES } from "./us-states";

describe("listingTimeZone", () => {
  it("reads a listing's times in its state's main zone", () => {
    expect(listingTimeZone("TX")).toBe("America/Chicago");
    expect(listingTimeZone("ca")).toBe("America/Los_Angeles");
    expect(listingTimeZone("AZ")).toBe("America/Phoenix");
    expect(listingTimeZone("HI")).toBe("Pacific/Honolulu");
    expect(listingTimeZone("FL")).toBe("America/New_York");
  });

  it("knows every state a listing can be in, and falls back to Eastern for anything else", () => {
    for (const state of US_STATE_CODES) {
      expect(
        () => new Intl.DateTimeFormat("en-US", { timeZone: listingTimeZone(state) }),
      ).not.toThrow();
    }
    expect(listingTimeZone("ZZ")).toBe("America/New_York");
  });
});
