import { describe, expect, it } from "vitest";
import { wallClock, zonedInstant } from "./zoned-time";

describe("zonedInstant", () => {
  it("reads a day and time on the listing's clock, either side of a change", () => {
    expect(zonedInstant("2026-10-31", "13:00", "America/Chicago")?.toISOString()).toBe(
      "2026-10-31T18:00:00.000Z",
    );
    expect(zonedInstant("2026-11-01", "13:00", "America/Chicago")?.toISOString()).toBe(
      "2026-11-01T19:00:00.000Z",
    );
    expect(zonedInstant("2026-07-04", "09:30", "America/Phoenix")?.toISOString()).toBe(
      "2026-07-04T16:30:00.000Z",
    );
  });

  it("refuses a time the spring change skips, and takes the first of a repeated one", () => {
    expect(zonedInstant("2026-03-08", "02:30", "America/New_York")).toBeNull();
    expect(zonedInstant("2026-11-01", "01:30", "America/New_York")?.toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
  });

  it("reads an instant back as the zone's clock", () => {
    expect(wallClock(new Date("2026-11-01T19:00:00.000Z"), "America/Chicago")).toEqual({
      day: "2026-11-01",
      hour: 13,
      minute: 0,
      weekday: 7,
    });
  });
});
