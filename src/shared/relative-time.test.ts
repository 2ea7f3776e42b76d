import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date(2024, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatRelativeTime", () => {
  it("says just now under 60 seconds, and for a clock slightly ahead", () => {
    expect(formatRelativeTime(now, now)).toBe("just now");
    expect(formatRelativeTime(ago(59_999), now)).toBe("just now");
    expect(formatRelativeTime(ago(-5_000), now)).toBe("just now");
  });

  it("counts whole minutes under an hour", () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(2 * MINUTE + 59_000), now)).toBe("2 minutes ago");
    expect(formatRelativeTime(ago(HOUR - 1), now)).toBe("59 minutes ago");
  });

  it("counts whole hours under a day", () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe("1 hour ago");
    expect(formatRelativeTime(ago(DAY - 1), now)).toBe("23 hours ago");
  });

  it("counts whole days under 7 days", () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe("1 day ago");
    expect(formatRelativeTime(ago(7 * DAY - 1), now)).toBe("6 days ago");
  });

  it("shows the date from 7 days on, and reads ISO strings", () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe("Jun 8, 2024");
    expect(formatRelativeTime(new Date(2023, 0, 2).toISOString(), now)).toBe("Jan 2, 2023");
    expect(formatRelativeTime(ago(30 * MINUTE).toISOString(), now)).toBe("30 minutes ago");
  });
});
