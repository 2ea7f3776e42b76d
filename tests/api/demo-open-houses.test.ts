import { describe, expect, it } from "vitest";
import { seedDemoOpenHouses } from "../../src/server/demo/open-houses.seed";
import { openHouses } from "../../src/server/platform/db/schema";
import { wallClock } from "../../src/shared/zoned-time";
import { clearProperties, createProperties } from "../factories/properties";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

describe("the demo open houses", () => {
  it("open homes that take visitors 1 to 3 PM on their own clock over the next weekends", async () => {
    await clearProperties(t);
    const [sold] = await createProperties(t, [
      { status: "closed", closedPrice: 1, closedOn: "2026-01-02" },
      { state: "CA" },
      { state: "TX", status: "coming_soon", expectedOn: "2099-01-01" },
      { state: "NY", status: "pending" },
    ]);
    await seedDemoOpenHouses(t.deps);

    const rows = await t.deps.db.select().from(openHouses);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.propertyId)).not.toContain(sold?.id);
    for (const row of rows) {
      const start = wallClock(row.startsAt, row.timeZone);
      const end = wallClock(row.endsAt, row.timeZone);
      expect([start.hour, end.hour]).toEqual([13, 15]);
      expect([6, 7]).toContain(start.weekday);
      expect(row.startsAt.getTime()).toBeGreaterThan(Date.now());
      expect(row.startsAt.getTime()).toBeLessThan(Date.now() + 23 * 86_400_000);
    }
    expect(rows.map((row) => row.timeZone).sort()).toEqual([
      "America/Chicago",
      "America/Los_Angeles",
      "America/New_York",
    ]);
  });
});
