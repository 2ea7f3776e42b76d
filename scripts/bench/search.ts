import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { count } from "drizzle-orm";
import { createApp } from "../../src/server/app";
import { startRuntime } from "../../src/server/bootstrap";
import { properties } from "../../src/server/platform/db/schema";
import { loadEnv } from "../../src/server/platform/env";
import { createLogger } from "../../src/server/platform/http/logger";
import { CITIES, loadCatalogue, STATES, STREETS } from "./catalogue";
import { MAP_KINDS } from "./map-kinds";
import { printMapPlans, printPlans } from "./plans";
import { fmtMs, percentile, timeIt } from "./stats";
import { throwawayDatabase } from "./throwaway-database";

/**
 * npm run bench:search [-- --rows N | --million] [--iterations N] [--existing] [--group G]
 * Loads a synthetic catalogue into a throwaway database (PostgreSQL when DATABASE_URL is set,
 * else PGlite), drives a fixed mix of searches through the real HTTP app in-process, and prints
 * p50/p95 per kind next to two baselines measured in the same run, plus the plans' index use.
 * --existing runs on the DATABASE_URL database itself and loads the catalogue only when it holds
 * fewer listings, so repeated runs on a million rows skip the minute-long load (and keep it).
 * --group runs only that group's kinds (filtered, text or map) beside the baselines.
 */
const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "100000" },
    million: { type: "boolean", default: false },
    iterations: { type: "string", default: "60" },
    existing: { type: "boolean", default: false },
    group: { type: "string" },
  },
});
const rows = values.million ? 1_000_000 : Number(values.rows);
const iterations = Number(values.iterations);
const serverUrl = process.env.DATABASE_URL;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-bench-"));
const database = await throwawayDatabase(serverUrl, { existing: values.existing });
const env = loadEnv({
  DATA_DIR: dataDir,
  DATABASE_URL: database.url ?? "",
  LOG_LEVEL: "silent",
  SEED_DEMO: "false",
});
const runtime = await startRuntime(env, createLogger("silent"));
const app = createApp(runtime);

try {
  console.info(
    `Search benchmark: ${rows.toLocaleString("en-US")} listings on ${runtime.database.kind}, ${iterations} runs per kind`,
  );
  const [held] = await runtime.db.select({ n: count() }).from(properties);
  if (values.existing && (held?.n ?? 0) >= rows) {
    console.info(`Using the ${(held?.n ?? 0).toLocaleString("en-US")} listings already there\n`);
  } else {
    const loadStarted = performance.now();
    // 100,000-row inserts and the vacuum outlast a request's statement timeout.
    await runtime.database.unbounded((db) => loadCatalogue(db, rows));
    console.info(
      `Catalogue loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s\n`,
    );
  }

  // A list page, or the map's clusters for view=clusters (typed as the page: only read as one).
  async function get(
    query: string,
    path = "/api/properties",
  ): Promise<{ items: { id: string }[]; nextCursor: string | null }> {
    const response = await app.request(`http://localhost${path}?${query}`);
    if (response.status !== 200)
      throw new Error(`${query}: HTTP ${response.status} ${await response.text()}`);
    return response.json();
  }

  const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
  const kinds: {
    name: string;
    group: "filtered" | "text" | "baseline" | "map";
    query: (i: number) => string;
    /** The route asked, when not the search's. */
    path?: string;
  }[] = [
    { name: "text: city prefix", group: "text", query: (i) => `q=${pick(CITIES, i).slice(0, 6)}` },
    {
      name: "text: number + street",
      group: "text",
      query: (i) => `q=${encodeURIComponent(`${(i * 37) % 9000} ${pick(STREETS, i)}`)}`,
    },
    {
      name: "text: title words",
      group: "text",
      query: (i) =>
        `q=${pick(["luxury villa", "cozy loft", "modern condo", "sunny retreat"], i).replace(" ", "%20")}`,
    },
    // Search by place (decision 015): every word ANDed, a state code as a whole word.
    {
      name: "text: city, state",
      group: "text",
      query: (i) => `q=${encodeURIComponent(`${pick(CITIES, i)}, ${pick(STATES, i * 5)}`)}`,
    },
    { name: "text: state code", group: "text", query: (i) => `q=${pick(STATES, i)}` },
    {
      name: "text: ZIP",
      group: "text",
      query: (i) => `q=${String(10_000 + ((i * 7919) % 89_999))}`,
    },
    {
      name: "text: title + city",
      group: "text",
      query: (i) =>
        `q=${encodeURIComponent(`${pick(["loft", "villa", "bungalow", "condo"], i)} ${pick(CITIES, i * 3)}`)}`,
    },
    // Typed searches (decision 038): rooms, kinds and prices become filters, the place a
    // condition on the listing's address, so only leftover words reach the text match.
    {
      name: "typed: 3 bed house under 500k austin",
      group: "text",
      query: () => `q=${encodeURIComponent("3 bed house under 500k austin")}`,
    },
    {
      name: "typed: 2br condo austin",
      group: "text",
      query: () => `q=${encodeURIComponent("2br condo austin")}`,
    },
    {
      name: "typed: Plano, TX",
      group: "text",
      query: () => `q=${encodeURIComponent("Plano, TX")}`,
    },
    { name: "typed: ZIP 78745", group: "text", query: () => "q=78745" },
    // A place with the offer asked: the typed place, then homes for rent only.
    { name: "typed: austin for rent", group: "text", query: () => "q=austin&offer=rent" },
    // A place the catalogue has no listing in: one probe, then the nearest by the GiST index.
    {
      name: "typed: Amarillo, TX (nearest)",
      group: "text",
      query: () => `q=${encodeURIComponent("Amarillo, TX")}`,
    },
    // The search box's suggestions, each counting its homes up to 100 through an index.
    { name: "places: aus", group: "text", path: "/api/places", query: () => "q=aus" },
    { name: "places: 787", group: "text", path: "/api/places", query: () => "q=787" },
    {
      name: "price range",
      group: "filtered",
      query: (i) => `minPrice=${(i % 20) * 100_000}&maxPrice=${(i % 20) * 100_000 + 300_000}`,
    },
    {
      name: "beds + baths",
      group: "filtered",
      query: (i) =>
        qs({ beds: pick(["0", "1", "2", "3", "4", "5"], i), baths: pick(["1", "2", "3", "4"], i) }),
    },
    {
      name: "type + amenities",
      group: "filtered",
      query: (i) =>
        `types=${pick(["House,Condo", "Villa", "Apartment,Townhouse"], i)}&amenities=${pick(["Pool,Garage", "Gym", "Garden,Balcony,Elevator"], i)}`,
    },
    {
      name: "price + beds + type",
      group: "filtered",
      query: (i) =>
        qs({
          minPrice: String((i % 10) * 150_000),
          beds: pick(["2", "3", "4"], i),
          types: "House",
        }),
    },
    {
      name: "square feet + listed within",
      group: "filtered",
      query: (i) =>
        qs({ minSqft: String(800 + (i % 10) * 300), listedWithin: pick(["7", "30", "90"], i) }),
    },
    {
      name: "year built + lot size",
      group: "filtered",
      query: (i) =>
        qs({ minYearBuilt: String(1950 + (i % 7) * 10), minLotAcres: pick(["0.25", "1"], i) }),
    },
    { name: "price cut", group: "filtered", query: () => "priceCut=true" },
    // The filters as buyers mean them (decision 035): rooms as minimums, Studio, exact, typed
    // prices to the dollar, and each of the 'More filters' alone and together.
    {
      name: "beds minimum",
      group: "filtered",
      query: (i) => `beds=${pick(["1", "2", "3", "4", "5"], i)}`,
    },
    { name: "studio", group: "filtered", query: () => "beds=0" },
    {
      name: "beds exact",
      group: "filtered",
      query: (i) => `beds=${pick(["1", "2", "3", "4", "5"], i)}&bedsExact=true`,
    },
    {
      name: "typed min + max price",
      group: "filtered",
      query: (i) =>
        qs({ minPrice: String(250_001 + i * 997), maxPrice: String(612_345 + i * 991) }),
    },
    {
      name: "square feet range",
      group: "filtered",
      query: (i) =>
        qs({ minSqft: String(1000 + (i % 8) * 250), maxSqft: String(2200 + (i % 8) * 250) }),
    },
    {
      name: "lot acres range",
      group: "filtered",
      query: (i) =>
        qs({ minLotAcres: pick(["0.25", "0.5", "1"], i), maxLotAcres: pick(["2", "3"], i) }),
    },
    {
      name: "year built range",
      group: "filtered",
      query: (i) => qs({ minYearBuilt: String(1950 + (i % 6) * 10), maxYearBuilt: "2010" }),
    },
    { name: "listed within 7 days", group: "filtered", query: () => "listedWithin=7" },
    { name: "listed within 1 day", group: "filtered", query: () => "listedWithin=1" },
    { name: "video tour", group: "filtered", query: () => "videoTour=true" },
    {
      name: "combined new filters",
      group: "filtered",
      query: (i) =>
        qs({
          beds: pick(["2", "3"], i),
          baths: "2",
          minPrice: "300000",
          maxPrice: String(900_000 + (i % 5) * 100_000),
          minSqft: "1500",
          minYearBuilt: "1980",
          listedWithin: pick(["30", "90"], i),
        }),
    },
    {
      name: "video tour + price cut + beds",
      group: "filtered",
      query: (i) => qs({ videoTour: "true", priceCut: "true", beds: pick(["2", "3"], i) }),
    },
    // Beyond the default (active homes for sale): the other offer, more stages, recent sales.
    { name: "for rent", group: "filtered", query: () => "offer=rent" },
    {
      name: "for rent under $2,500, 2+ beds",
      group: "filtered",
      query: () => "offer=rent&maxPrice=2500&beds=2",
    },
    {
      name: "pending + coming soon",
      group: "filtered",
      query: () => `status=${encodeURIComponent("coming_soon,pending")}`,
    },
    { name: "sold in 6 months", group: "filtered", query: () => "closedWithin=6" },
    {
      name: "sold in 12 months + price range",
      group: "filtered",
      query: (i) =>
        qs({
          closedWithin: "12",
          minPrice: String((i % 10) * 150_000),
          maxPrice: String((i % 10) * 150_000 + 400_000),
        }),
    },
    { name: "sort newest", group: "filtered", query: () => "sort=newest" },
    { name: "sort price_high", group: "filtered", query: () => "sort=price_high" },
    { name: "sort price_low", group: "filtered", query: () => "sort=price_low" },
    ...MAP_KINDS.map((kind) => ({ ...kind, group: "map" as const })),
  ];

  const results: { name: string; group: string; samples: number[] }[] = [];
  const baselineId = (await get("limit=1")).items[0]?.id;
  results.push({
    name: "baseline: health (select 1)",
    group: "baseline",
    samples: await timeIt(
      async () => void (await app.request("http://localhost/api/health")).text(),
      iterations,
    ),
  });
  results.push({
    name: "baseline: detail by primary key",
    group: "baseline",
    samples: await timeIt(
      async () => void (await app.request(`http://localhost/api/properties/${baselineId}`)).text(),
      iterations,
    ),
  });
  const runs = (group: string) => !values.group || values.group === group;
  for (const kind of kinds.filter((k) => runs(k.group))) {
    results.push({
      name: kind.name,
      group: kind.group,
      samples: await timeIt(async (i) => void (await get(kind.query(i), kind.path)), iterations),
    });
  }

  // Page 1,000 of the newest listings, reached the way a client does: by following cursors.
  const page1: number[] = [];
  let cursor: string | null = null;
  for (let page = 1; runs("filtered") && page < 1000; page++) {
    cursor = (await get(`sort=newest${cursor ? `&cursor=${cursor}` : ""}`)).nextCursor;
    if (!cursor) break;
  }
  const deepCursor: string | null = cursor;
  if (runs("filtered")) {
    page1.push(...(await timeIt(async () => void (await get("sort=newest")), iterations)));
    results.push({ name: "page 1 (newest)", group: "filtered", samples: page1 });
  }
  if (deepCursor) {
    results.push({
      name: "page 1,000 (newest)",
      group: "filtered",
      samples: await timeIt(
        async () => void (await get(`sort=newest&cursor=${deepCursor}`)),
        iterations,
      ),
    });
  }

  // p95 targets at 1M on PostgreSQL: decisions 005 (filtered, text) and 022 (map).
  const targetMs: Record<string, number> = { filtered: 30, text: 100, map: 50 };
  const width = Math.max(...results.map((r) => r.name.length)) + 2;
  console.info(
    `${"kind".padEnd(width)}${"p50".padStart(11)}${"p95".padStart(11)}${"max".padStart(11)}${"target".padStart(9)}  met`,
  );
  for (const r of results) {
    const target = targetMs[r.group];
    const p95 = percentile(r.samples, 95);
    const met = target === undefined ? "" : p95 < target ? "  yes" : "  NO";
    console.info(
      `${r.name.padEnd(width)}${fmtMs(percentile(r.samples, 50)).padStart(11)}${fmtMs(p95).padStart(11)}${fmtMs(Math.max(...r.samples)).padStart(11)}${(target === undefined ? "" : `${target} ms`).padStart(9)}${met}`,
    );
  }
  const targets = { filtered: "30 ms on PostgreSQL at 1M", text: "100 ms", map: "50 ms" };
  const worst = Object.entries(targets)
    .filter(([group]) => runs(group))
    .map(([group, target]) => {
      const p95s = results.filter((r) => r.group === group).map((r) => percentile(r.samples, 95));
      return `${group} ${fmtMs(Math.max(...p95s))} (target < ${target})`;
    });
  const deep = results.find((r) => r.name.startsWith("page 1,000"));
  console.info(`\nworst p95: ${worst.join(", ")}`);
  if (deep)
    console.info(
      `page 1,000 / page 1 at p50: ${(percentile(deep.samples, 50) / percentile(page1, 50)).toFixed(2)}x (target <= 2x)`,
    );
  console.info("");
  if (runs("filtered") || runs("text")) await printPlans(runtime.db);
  if (runs("map")) await printMapPlans(runtime.db);
} finally {
  await runtime.shutdown();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
