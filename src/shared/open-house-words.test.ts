import { describe, expect, it } from "vitest";
import { openHouseBadge, openHouseWhen } from "./open-house-words";
import type { OpenHouse } from "./open-houses";

const openHouse = (startsAt: string, endsAt: string, timeZone = "America/Chicago"): OpenHouse => ({
  id: "x",
  startsAt,
  endsAt,
  timeZone,
  kind: "in_person",
  link: null,
});

describe("open-house words", () => {
  it("says the day and times on the listing's clock, with its zone", () => {
    const winter = openHouse("2026-12-05T19:00:00.000Z", "2026-12-05T21:00:00.000Z");
    expect(openHouseWhen(winter)).toBe("Sat, Dec 5 · 1:00–3:00 PM CST");
    expect(openHouseBadge(winter)).toBe("Open Sat, Dec 5, 1–3 PM");
  });

  it("names the zone's summer time, and both halves of the day when it crosses noon", () => {
    const summer = openHouse(
      "2026-06-13T18:30:00.000Z",
      "2026-06-13T20:00:00.000Z",
      "America/New_York",
    );
    expect(openHouseWhen(summer)).toBe("Sat, Jun 13 · 2:30–4:00 PM EDT");
    const noon = openHouse(
      "2026-06-13T15:30:00.000Z",
      "2026-06-13T17:00:00.000Z",
      "America/New_York",
    );
    expect(openHouseWhen(noon)).toBe("Sat, Jun 13 · 11:30 AM–1:00 PM EDT");
    expect(openHouseBadge(noon)).toBe("Open Sat, Jun 13, 11:30 AM–1 PM");
  });

  it("reads the Sunday of the autumn change in standard time", () => {
    const sunday = openHouse("2026-11-01T19:00:00.000Z", "2026-11-01T21:00:00.000Z");
    expect(openHouseWhen(sunday)).toBe("Sun, Nov 1 · 1:00–3:00 PM CST");
  });
});
