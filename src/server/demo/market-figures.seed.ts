import { refreshMarkets } from "../markets/refresh.service";
import type { Seeder } from "./seeder";

/**
 * The market pages' figures of the listings seeded before, at once: the daily refresh would
 * leave a fresh demo's market pages missing until the next night.
 */
export const demoMarketFiguresSeeder: Seeder = {
  name: "demo-market-figures",
  run: async (ctx) => {
    const stored = await refreshMarkets(ctx.db);
    ctx.logger.info("market figures refreshed", stored);
  },
};
