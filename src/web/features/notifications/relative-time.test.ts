import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date(2024, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("formatRelativeTime", () => {
  it("says just now under a minute, and for a clock slightly ahead", () => {
    expect(formatRelativeTime(ago(59_000), now)).toBe("just now");
    expect(formatRelativeTime(ago(-5_000), now)).toBe("just now");
  });

  it("counts minutes, hours and days", () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe("59 minutes ago");
    expect(formatRelativeTime(ago(3_600_000), now)).toBe("1 hour ago");
    expect(formatRelativeTime(ago(23 * 3_600_000), now)).toBe("23 hours ago");
    expect(formatRelativeTime(ago(2 * 86_400_000), now)).toBe("2 days ago");
    expect(formatRelativeTime(ago(6 * 86_400_000 + 3_600_000), now)).toBe("6 days ago");
  });

  it("shows the date from a week on", () => {
    expect(formatRelativeTime(ago(7 * 86_400_000), now)).toBe("Jun 8, 2024");
    expect(formatRelativeTime(new Date(2023, 0, 2).toISOString(), now)).toBe("Jan 2, 2023");
  });
});
