import type { AppDeps } from "../context";
import type { DatabaseHandle } from "../platform/db/client";
import { refreshMarkets } from "./refresh.service";

/**
 * The refresh on a connection without the requests' statement timeout: at a million listings its
 * scans take longer than any request may.
 */
export const refreshMarketsUnbounded = (database: Pick<DatabaseHandle, "unbounded">) =>
  database.unbounded((db) => refreshMarkets(db));

/** Early in the UTC day, after the day's closings are in; the figures are by whole months. */
const REFRESH_CRON = "30 1 * * *";

export async function startMarketRefresh({
  database,
  jobs,
  logger,
}: Pick<AppDeps, "database" | "jobs" | "logger">) {
  await jobs.work("markets.refresh", async () => {
    const stored = await refreshMarketsUnbounded(database);
    logger.info("market figures refreshed", stored);
  });
  // pg-boss keeps one schedule per name and one instance enqueues each tick.
  await jobs.schedule("markets.refresh", REFRESH_CRON);
}
