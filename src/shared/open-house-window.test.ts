import { describe, expect, it } from "vitest";
import { weekendWindow, weekendWindows } from "./open-house-window";

const hours = (w: { from: Date; to: Date }) => (w.to.getTime() - w.from.getTime()) / 3_600_000;

describe("weekendWindow", () => {
  it("is the coming Saturday and Sunday on the listing's clock, 49 hours over the autumn change", () => {
    const wednesday = new Date("2026-10-28T12:00:00.000Z");
    const weekend = weekendWindow(wednesday, "America/Chicago");
    expect(weekend.from.toISOString()).toBe("2026-10-31T05:00:00.000Z");
    expect(weekend.to.toISOString()).toBe("2026-11-02T06:00:00.000Z");
    expect(hours(weekend)).toBe(49);
  });

  it("is 47 hours over the spring change, and 48 where the clocks never change", () => {
    const friday = new Date("2026-03-06T20:00:00.000Z");
    expect(hours(weekendWindow(friday, "America/New_York"))).toBe(47);
    expect(hours(weekendWindow(friday, "America/Phoenix"))).toBe(48);
  });

  it("is the current weekend on a Saturday or a Sunday, by the listing's own day", () => {
    // Sunday 03:00 UTC is still Saturday evening in Los Angeles, already Sunday in New York.
    const at = new Date("2026-12-06T03:00:00.000Z");
    expect(weekendWindow(at, "America/Los_Angeles").from.toISOString()).toBe(
      "2026-12-05T08:00:00.000Z",
    );
    expect(weekendWindow(at, "America/New_York").from.toISOString()).toBe(
      "2026-12-05T05:00:00.000Z",
    );
    // Monday in New York: the next weekend.
    const monday = new Date("2026-12-07T06:00:00.000Z");
    expect(weekendWindow(monday, "America/New_York").from.toISOString()).toBe(
      "2026-12-12T05:00:00.000Z",
    );
  });

  it("gives one window per zone a listing can be in", () => {
    const zones = weekendWindows(new Date()).map((w) => w.zone);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain("America/Chicago");
  });
});
