import { describe, expect, it } from "vitest";
import { type TourInviteFields, tourInviteText } from "./tour-invite-text";

const tour = (overrides: Partial<TourInviteFields> = {}): TourInviteFields => ({
  id: "7c1f6c1e-0000-4000-8000-000000000001",
  title: "Hill Cabin",
  place: "1 Hill Rd, Denver, CO 80202",
  // 10:00 to 10:45 in Denver on Tuesday 1 December 2026 (UTC-7).
  start: new Date("2026-12-01T17:00:00Z"),
  end: new Date("2026-12-01T17:45:00Z"),
  zone: "America/Denver",
  mode: "in_person",
  realtorName: "Rita Realtor",
  memberName: "Bo Buyer",
  ...overrides,
});
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("tourInviteText", () => {
  it("names the listing's zone with its block and lasts the slot's real length", () => {
    const text = unfolded(tourInviteText(tour()));
    expect(text).toContain("DTSTART;TZID=America/Denver:20261201T100000");
    expect(text).toContain("DTEND;TZID=America/Denver:20261201T104500");
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/Denver\r\n/);
    expect(text).toContain("TZOFFSETTO:-0700");
    expect(text.indexOf("END:VTIMEZONE")).toBeLessThan(text.indexOf("BEGIN:VEVENT"));
    expect(text.slice(text.indexOf("BEGIN:VEVENT"))).not.toMatch(/^DT(START|END):/m);
    expect(text).toContain("SUMMARY:HomeScope tour: Hill Cabin");
    expect(text).toContain("LOCATION:1 Hill Rd\\, Denver\\, CO 80202");
    expect(text).toContain("with Rita Realtor (realtor) and Bo Buyer.");
  });

  it("leaves out people without a chosen name rather than showing a username", () => {
    const text = unfolded(tourInviteText(tour({ realtorName: null, memberName: null })));
    expect(text).toContain("DESCRIPTION:Tour of Hill Cabin.");
    expect(text).not.toContain("(realtor)");
  });

  it("says a video tour is one and gives no street address to travel to", () => {
    const text = unfolded(tourInviteText(tour({ mode: "video" })));
    expect(text).toContain("SUMMARY:Video tour: Hill Cabin");
    expect(text).not.toContain("LOCATION:");
  });
});
