import { describe, expect, it } from "vitest";
import { proposalDateBounds, tourWhen } from "./tour-format";

describe("tourWhen", () => {
  it("names the weekday, the date and the window", () => {
    expect(tourWhen("2026-12-01", "afternoon")).toBe("Tue, Dec 1 · Afternoon (12–5)");
  });
});

describe("proposalDateBounds", () => {
  it("runs from today to 60 days ahead in the local calendar", () => {
    expect(proposalDateBounds(new Date(2026, 10, 26, 23, 30))).toEqual({
      min: "2026-11-26",
      max: "2027-01-25",
    });
  });
});
