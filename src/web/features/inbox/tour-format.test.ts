import { describe, expect, it } from "vitest";
import { tourWhen } from "./tour-format";

describe("tourWhen", () => {
  it("names the weekday, the date and the window", () => {
    expect(tourWhen("2026-12-01", "afternoon")).toBe("Tue, Dec 1 · Afternoon (12–5)");
  });
});
