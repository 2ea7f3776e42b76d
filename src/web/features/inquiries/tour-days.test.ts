import { describe, expect, it } from "vitest";
import { tourDays } from "./tour-days";

const days = (isoLocal: string) =>
  tourDays(new Date(isoLocal)).map(({ label, value, short }) => `${label} ${value} ${short}`);

describe("tourDays", () => {
  it("on a Wednesday offers this weekend", () => {
    // 2026-11-25 is a Wednesday.
    expect(days("2026-11-25T09:30:00")).toEqual([
      "Today 2026-11-25 Nov 25",
      "Tomorrow 2026-11-26 Nov 26",
      "Saturday 2026-11-28 Nov 28",
      "Sunday 2026-11-29 Nov 29",
    ]);
  });

  it("on a Friday, Saturday is tomorrow", () => {
    expect(days("2026-11-27T23:59:00")).toEqual([
      "Today 2026-11-27 Nov 27",
      "Tomorrow 2026-11-28 Nov 28",
      "Saturday 2026-11-28 Nov 28",
      "Sunday 2026-11-29 Nov 29",
    ]);
  });

  it("on a Saturday, Saturday is next week's and Sunday is tomorrow", () => {
    expect(days("2026-11-28T00:00:00")).toEqual([
      "Today 2026-11-28 Nov 28",
      "Tomorrow 2026-11-29 Nov 29",
      "Saturday 2026-12-05 Dec 5",
      "Sunday 2026-11-29 Nov 29",
    ]);
  });

  it("on a Sunday, both weekend days are next week's, across a month end", () => {
    expect(days("2026-11-29T12:00:00")).toEqual([
      "Today 2026-11-29 Nov 29",
      "Tomorrow 2026-11-30 Nov 30",
      "Saturday 2026-12-05 Dec 5",
      "Sunday 2026-12-06 Dec 6",
    ]);
  });

  it("words the day for the toast", () => {
    expect(tourDays(new Date("2026-11-25T10:00:00"))[2]?.long).toBe("Saturday, Nov 28");
  });
});
