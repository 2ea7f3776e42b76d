import { describe, expect, it } from "vitest";
import { digestPeriod } from "../../src/server/notifications/digest-period";

const at = (iso: string) => new Date(iso);

describe("digestPeriod", () => {
  it("starts a day at UTC midnight, whatever the hour", () => {
    expect(digestPeriod("daily", at("2030-01-15T23:59:59Z"))).toEqual({
      start: at("2030-01-15T00:00:00Z"),
      key: "day-2030-01-15",
    });
  });

  it("starts a week on Monday, Sunday included in the week before it", () => {
    const monday = { start: at("2030-01-14T00:00:00Z"), key: "week-2030-01-14" };
    expect(digestPeriod("weekly", at("2030-01-14T00:00:00Z"))).toEqual(monday);
    expect(digestPeriod("weekly", at("2030-01-20T23:00:00Z"))).toEqual(monday);
    expect(digestPeriod("weekly", at("2030-01-21T00:00:00Z")).key).toBe("week-2030-01-21");
    // A week that starts in one year and ends in the next.
    expect(digestPeriod("weekly", at("2031-01-01T12:00:00Z")).key).toBe("week-2030-12-30");
  });

  it("starts a month on its first day", () => {
    expect(digestPeriod("monthly", at("2030-02-28T18:00:00Z"))).toEqual({
      start: at("2030-02-01T00:00:00Z"),
      key: "month-2030-02",
    });
  });
});
