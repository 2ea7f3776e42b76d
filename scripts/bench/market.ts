import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { count, desc, eq, sql } from "drizzle-orm";
import { createApp } from "../../src/server/app";
import { startRuntime } from "../../src/server/bootstrap";
import { marketReport } from "../../src/server/markets/markets.service";
import { refreshMarketsUnbounded } from "../../src/server/markets/refresh-job";
import { webBuildAt } from "../../src/server/pages/page-routes";
import { marketAreas, properties, propertyPriceChanges } from "../../src/server/platform/db/schema";
import { loadEnv } from "../../src/server/platform/env";
import { createLogger } from "../../src/server/platform/http/logger";
import type { MarketKind } from "../../src/shared/market";
import { loadCatalogue } from "./catalogue";
import { fmtMs, percentile, timeIt } from "./stats";
import { throwawayDatabase } from "./throwaway-database";

/**
 * npm run bench:market [-- --rows N | --million] [--iterations N] [--existing] [--keep-figures]
 * Loads the synthetic catalogue (as bench:search does; --existing keeps and reuses the
 * DATABASE_URL database), gives its price-cut listings their price history, times the daily
 * refresh of the market figures, then drives market pages' API reads through the real HTTP app
 * in-process, over the largest cities and ZIP codes and a spread of small ones, and prints p50/p95
 * of the service's reads alone, of the whole request and, after `npm run build`, of the page. --keep-figures reuses the figures an
 * earlier run stored (with --existing), skipping the refresh.
 */
const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "100000" },
    million: { type: "boolean", default: false },
    iterations: { type: "string", default: "400" },
    existing: { type: "boolean", default: false },
    "keep-figures": { type: "boolean", default: false },
  },
});
const rows = values.million ? 1_000_000 : Number(values.rows);
const iterations = Number(values.iterations);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-bench-"));
const database = await throwawayDatabase(process.env.DATABASE_URL, { existing: values.existing });
const env = loadEnv({
  DATA_DIR: dataDir,
  DATABASE_URL: database.url ?? "",
  LOG_LEVEL: "silent",
  SEED_DEMO: "false",
});
const runtime = await startRuntime(env, createLogger("silent"));
// The production build's pages, when built (npm run build): the page itself is timed too.
const web = webBuildAt(path.resolve("dist/web"));
const app = createApp({ ...runtime, web });

try {
  const [held] = await runtime.db.select({ n: count() }).from(properties);
  if (values.existing && (held?.n ?? 0) >= rows) {
    console.info(`Using the ${(held?.n ?? 0).toLocaleString("en-US")} listings already there`);
  } else {
    const started = performance.now();
    await runtime.database.unbounded((db) => loadCatalogue(db, rows));
    console.info(`Catalogue of ${rows.toLocaleString("en-US")} loaded in ${seconds(started)}`);
  }
  // The catalogue keeps only each listing's last cut: its history is that one change.
  const [changes] = await runtime.db.select({ n: count() }).from(propertyPriceChanges);
  if ((changes?.n ?? 0) === 0) {
    await runtime.database.unbounded((db) =>
      db.execute(sql`
        insert into property_price_changes (property_id, old_price, new_price, changed_at)
        select id, price + last_price_cut, price, last_price_cut_at
        from properties where last_price_cut is not null`),
    );
  }

  const [figures] = await runtime.db.select({ n: count() }).from(marketAreas);
  if (!values["keep-figures"] || (figures?.n ?? 0) === 0) {
    const refreshStarted = performance.now();
    const stored = await refreshMarketsUnbounded(runtime.database);
    console.info(
      `Refresh: ${stored.markets.toLocaleString("en-US")} markets, ${stored.months.toLocaleString("en-US")} months in ${seconds(refreshStarted)}`,
    );
    await runtime.database.unbounded((db) => db.execute(sql`analyze market_areas, market_months`));
  }

  // The biggest markets (most months stored) and a sample of all of them, as crawlers spread.
  const largest = await runtime.db
    .select({ kind: marketAreas.kind, key: marketAreas.key })
    .from(marketAreas)
    .orderBy(desc(marketAreas.listings))
    .limit(50);
  const spread = await runtime.db
    .select({ kind: marketAreas.kind, key: marketAreas.key })
    .from(marketAreas)
    .where(eq(sql`hashtext(${marketAreas.key}) % 97`, 0))
    .limit(200);
  const markets = [...largest, ...spread];
  const pathOf = ({ kind, key }: { kind: string; key: string }) =>
    kind === "zip" ? `/api/markets/zips/${key}` : `/api/markets/cities/${key}`;

  const report = (label: string, samples: number[]) =>
    console.info(
      `${label} over ${markets.length} markets, ${iterations} requests: p50 ${fmtMs(percentile(samples, 50))}, p95 ${fmtMs(percentile(samples, 95))}, max ${fmtMs(Math.max(...samples))}`,
    );
  const marketAt = (i: number) => {
    const market = markets[i % markets.length];
    if (!market) throw new Error("no markets");
    return market;
  };
  report(
    "marketReport() (the database's part)",
    await timeIt(async (i) => {
      const { kind, key } = marketAt(i);
      if (!(await marketReport(runtime.db, kind as MarketKind, key))) throw new Error(key);
    }, iterations),
  );
  const samples = await timeIt(async (i) => {
    const market = marketAt(i);
    const response = await app.request(`http://localhost${pathOf(market)}`);
    if (response.status !== 200) throw new Error(`${pathOf(market)}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }, iterations);
  report("GET /api/markets/... (the whole request)", samples);
  if (web) {
    // A baseline of the same run: a page with no reads of its own beyond the app's shell.
    report(
      "GET /about (baseline: drawing a light page)",
      await timeIt(async () => {
        const response = await app.request("http://localhost/about");
        if (response.status !== 200) throw new Error(`/about: ${response.status}`);
        await response.text();
      }, iterations),
    );
    const pageOf = ({ kind, key }: { kind: string; key: string }) =>
      kind === "zip" ? `/market/zip/${key}` : `/market/${key}`;
    report(
      "GET /market/... (the page drawn on the server)",
      await timeIt(async (i) => {
        const response = await app.request(`http://localhost${pageOf(marketAt(i))}`);
        if (response.status !== 200) throw new Error(`${pageOf(marketAt(i))}: ${response.status}`);
        await response.text();
      }, iterations),
    );
  }
} finally {
  await runtime.shutdown();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

function seconds(started: number) {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
