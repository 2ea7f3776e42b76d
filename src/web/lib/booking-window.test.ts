import { describe, expect, it } from "vitest";
import { upcomingDateBounds } from "./booking-window";

describe("upcomingDateBounds", () => {
  it("runs from today to 60 days ahead in the local calendar", () => {
    expect(upcomingDateBounds(new Date(2026, 10, 26, 23, 30))).toEqual({
      min: "2026-11-26",
      max: "2027-01-25",
    });
  });
});
