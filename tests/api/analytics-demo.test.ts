import { describe, expect, it } from "vitest";
import { demoAnalyticsSeeder, seedDemoAnalytics } from "../../src/server/demo/analytics.seed";
import { demoReelsSeeder } from "../../src/server/demo/reels.seed";
import { DEMO_SEEDERS } from "../../src/server/demo/seed";
import type { AnalyticsReport } from "../../src/shared/analytics";
import { createProperty } from "../factories/properties";
import { createReel } from "../factories/reels";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

describe("the demo numbers", () => {
  it("give a realtor's listings and reels 90 days to read, after the content they are about", async () => {
    expect(DEMO_SEEDERS.indexOf(demoAnalyticsSeeder)).toBeGreaterThan(
      DEMO_SEEDERS.indexOf(demoReelsSeeder),
    );
    const { client, account } = await signedInClient(t, { role: "realtor" });
    const listing = await createProperty(t, { realtorId: account.id });
    const reel = await createReel(t, { authorId: account.id, propertyId: listing.id });
    await seedDemoAnalytics(t.deps);
    const report = await getJson<AnalyticsReport>(client, "/api/analytics?days=90");
    expect(report.totals.views).toBeGreaterThan(0);
    expect(report.series.filter((day) => day.views > 0).length).toBeGreaterThan(60);
    const reelTotals = report.items.find((item) => item.id === reel.id)?.totals;
    expect(reelTotals?.averageWatched).toBeGreaterThan(0);
    expect(reelTotals?.averageWatched).toBeLessThanOrEqual(1);
    // Seeding again changes nothing.
    await seedDemoAnalytics(t.deps);
    const again = await getJson<AnalyticsReport>(client, "/api/analytics?days=90");
    expect(again.totals).toEqual(report.totals);
  });
});
