import { describe, expect, it } from "vitest";
import { DEFAULT_TOUR_HOURS, type WeeklyHours } from "@/shared/tour-calendar";
import { bookingDays, freeSlotsOn, type SlotRules } from "./free-slots";

const NEW_YORK = "America/New_York";
const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  zone: NEW_YORK,
  weekly: DEFAULT_TOUR_HOURS,
  slotMinutes: 60,
  blocks: [],
  busy: [],
  ...overrides,
});
const times = (day: ReturnType<typeof freeSlotsOn>) => day.slots.map((slot) => slot.time);

describe("bookingDays", () => {
  it("on Saturday 28 November lists 30 days from that Saturday, in order, each once", () => {
    // 23:30 in New York on Saturday is already Sunday in UTC: the old list mixed the two.
    const saturdayNight = new Date("2026-11-29T04:30:00Z");
    const days = bookingDays(saturdayNight, NEW_YORK);
    expect(days).toHaveLength(30);
    expect(days.slice(0, 3)).toEqual(["2026-11-28", "2026-11-29", "2026-11-30"]);
    expect(days.at(-1)).toBe("2026-12-27");
    expect(new Set(days).size).toBe(30);
    expect([...days].sort()).toEqual(days);
  });

  it("counts the days where the home is, not in UTC", () => {
    const sundayMorningUtc = new Date("2026-11-29T05:00:00Z");
    expect(bookingDays(sundayMorningUtc, "America/Los_Angeles")[0]).toBe("2026-11-28");
    expect(bookingDays(sundayMorningUtc, NEW_YORK)[0]).toBe("2026-11-29");
  });
});

describe("freeSlotsOn", () => {
  const longAgo = new Date("2026-01-01T00:00:00Z");

  it("cuts the day's hours into slots of the realtor's length, on the listing's clock", () => {
    const day = freeSlotsOn("2026-12-01", rules(), longAgo);
    expect(times(day)).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
    ]);
    // 9:00 in New York in December is 14:00 UTC.
    expect(day.slots[0]?.startsAt).toBe("2026-12-01T14:00:00.000Z");
    const half = freeSlotsOn("2026-12-01", rules({ slotMinutes: 45 }), longAgo);
    expect(times(half).at(-1)).toBe("17:15");
  });

  it("offers nothing on a day without hours or inside a blocked span", () => {
    expect(freeSlotsOn("2026-11-29", rules(), longAgo).slots).toEqual([]); // a Sunday
    const blocked = rules({ blocks: [{ firstDay: "2026-11-30", lastDay: "2026-12-02" }] });
    expect(freeSlotsOn("2026-12-01", blocked, longAgo).slots).toEqual([]);
    expect(freeSlotsOn("2026-12-03", blocked, longAgo).slots).not.toEqual([]);
  });

  it("leaves out slots overlapping a tour that holds the time, and those too soon", () => {
    const busy = [{ from: new Date("2026-12-01T15:30:00Z"), to: new Date("2026-12-01T16:00:00Z") }];
    expect(times(freeSlotsOn("2026-12-01", rules({ busy }), longAgo))).not.toContain("10:00");
    expect(times(freeSlotsOn("2026-12-01", rules({ busy }), longAgo))).toContain("11:00");
    // At 10:30 in New York, 11:00 is under an hour away; 12:00 is the first offered.
    const now = new Date("2026-12-01T15:30:00Z");
    expect(times(freeSlotsOn("2026-12-01", rules(), now))[0]).toBe("12:00");
  });

  it("keeps the realtor's local hours across the daylight-saving changes", () => {
    const hours: WeeklyHours = Array.from({ length: 7 }, () => ({ start: "01:00", end: "04:00" }));
    // Spring forward, 8 March 2026: 2:00 to 3:00 does not exist.
    const spring = freeSlotsOn("2026-03-08", rules({ weekly: hours }), longAgo);
    expect(times(spring)).toEqual(["01:00", "03:00"]);
    expect(spring.slots.map((slot) => slot.startsAt)).toEqual([
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T07:00:00.000Z",
    ]);
    // Fall back, 1 November 2026: 9:00 is 14:00 UTC that day, 13:00 UTC the day before.
    expect(freeSlotsOn("2026-10-31", rules(), longAgo).slots[0]?.startsAt).toBe(
      "2026-10-31T13:00:00.000Z",
    );
    expect(freeSlotsOn("2026-11-02", rules(), longAgo).slots[0]?.startsAt).toBe(
      "2026-11-02T14:00:00.000Z",
    );
  });
});
