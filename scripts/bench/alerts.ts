import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { startRuntime } from "../../src/server/bootstrap";
import type { Database } from "../../src/server/platform/db/client";
import { loadEnv } from "../../src/server/platform/env";
import { createLogger } from "../../src/server/platform/http/logger";
import { matchListing } from "../../src/server/saved-searches/match-listing.service";
import {
  type MatchListing,
  matchingSearchIds,
  readMatchListing,
} from "../../src/server/saved-searches/reverse-match";
import { sendSearchDigests } from "../../src/server/saved-searches/search-digest.service";
import { CITIES, loadCatalogue, STATES } from "./catalogue";
import { fmtMs, percentile, timeIt } from "./stats";
import { throwawayDatabase } from "./throwaway-database";

/**
 * npm run bench:alerts [-- --searches N --listings N | --quick] [--iterations N] [--day N]
 * Saved-search alerts at scale (decision 021): loads a synthetic catalogue and
 * synthetic saved searches into a throwaway database (PostgreSQL when DATABASE_URL is set, else
 * PGlite), then times finding every search a listing matches through the indexes against a full
 * scan of the searches (checking that both find the same ones), and the digest run after a day
 * of `--day` new listings. Defaults: 100,000 of each; --quick is 5,000 of each for a smoke run.
 */
const { values } = parseArgs({
  options: {
    searches: { type: "string", default: "100000" },
    listings: { type: "string", default: "100000" },
    quick: { type: "boolean", default: false },
    iterations: { type: "string", default: "200" },
    day: { type: "string", default: "1000" },
  },
});
const searchCount = values.quick ? 5_000 : Number(values.searches);
const listingCount = values.quick ? 5_000 : Number(values.listings);
const iterations = values.quick ? 50 : Number(values.iterations);
const dayListings = values.quick ? 100 : Number(values.day);

const lit = (list: readonly string[]) =>
  sql.raw(`array[${list.map((value) => `'${value.toLowerCase()}'`).join(",")}]`);

/**
 * Members (one per 20 searches) and their searches, spread by a multiplicative hash like the
 * catalogue. Most saved searches name a place: 60% a city (its words, as searchWords cuts
 * them), 15% a city and a state code, 10% a state code, 5% a title word, 10% no text; 80% with
 * a price cap, half of those a floor too; beds on half, baths on a third, types on
 * 40%, an amenity on 30%, featured only 2%, paused 5%; instant 20%, daily 60%, weekly 20%.
 */
async function loadSearches(db: Database, count: number) {
  const members = Math.max(1, Math.ceil(count / 20));
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select 'bench-' || i, 'Bench Member ' || i, 'bench-' || i || '@example.test', true
    from generate_series(1, ${members}::int) as g(i)`);
  await db.execute(sql`
    insert into saved_searches (user_id, name, query, words, min_price, max_price, min_beds, min_baths,
      types, amenity_mask, featured_only, frequency, paused)
    select 'bench-' || (1 + i % ${members}::int), 'Search ' || i, 'q=bench-' || i,
      case h % 20
        when 0 then '{}'::text[]
        when 1 then '{}'::text[]
        when 2 then array[(${lit(STATES)})[1 + (h / 10) % 8]]
        when 3 then array[(${lit(STATES)})[1 + (h / 10) % 8]]
        when 4 then array[(array['villa','loft','condo','bungalow','retreat'])[1 + (h / 10) % 5]]
        when 5 then string_to_array((${lit(CITIES)})[1 + (h / 10) % 32], ' ')
          || (${lit(STATES)})[1 + (h / 7) % 8]
        when 6 then string_to_array((${lit(CITIES)})[1 + (h / 10) % 32], ' ')
          || (${lit(STATES)})[1 + (h / 7) % 8]
        when 7 then string_to_array((${lit(CITIES)})[1 + (h / 10) % 32], ' ')
          || (${lit(STATES)})[1 + (h / 7) % 8]
        else string_to_array((${lit(CITIES)})[1 + (h / 10) % 32], ' ') end,
      case when (h / 3) % 10 < 8 and (h / 5) % 2 = 0 then 50000 + ((h / 13) % 2000) * 1000 end,
      case when (h / 3) % 10 < 8 then 50000 + ((h / 13) % 2000) * 1000 + 100000 + ((h / 17) % 20) * 50000 end,
      case when (h / 19) % 2 = 0 then 1 + (h / 23) % 5 end,
      case when (h / 29) % 3 = 0 then 1 + (h / 31) % 4 end,
      case when (h / 37) % 10 < 4
        then string_to_array((array['House,Condo','Villa','Apartment,Townhouse'])[1 + (h / 41) % 3], ',')
        else '{}'::text[] end,
      case when (h / 43) % 10 < 3 then 1 << ((h / 47) % 8) else 0 end,
      h % 50 = 7,
      (array['instant','daily','daily','daily','weekly'])[1 + (h / 53) % 5],
      h % 20 = 3
    from (
      select i, (i::bigint * 2654435761 % 2147483647)::int as h
      from generate_series(1, ${count}::int) as g(i)
    ) as s`);
  await db.execute(sql`vacuum analyze saved_searches`);
}

async function sampleListings(db: Database, n: number): Promise<MatchListing[]> {
  const result = await db.execute(sql`select id from properties order by md5(id::text) limit ${n}`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  const listings: MatchListing[] = [];
  for (const id of ids) {
    const listing = await readMatchListing(db, id);
    if (listing) listings.push(listing);
  }
  return listings;
}

const line = (name: string, samples: number[]) =>
  `${name.padEnd(34)} p50 ${fmtMs(percentile(samples, 50)).padStart(10)}   p95 ${fmtMs(percentile(samples, 95)).padStart(10)}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-bench-alerts-"));
const database = await throwawayDatabase(process.env.DATABASE_URL, { prefix: "hs_alerts" });
const env = loadEnv({
  DATA_DIR: dataDir,
  DATABASE_URL: database.url ?? "",
  LOG_LEVEL: "silent",
  SEED_DEMO: "false",
});
const runtime = await startRuntime(env, createLogger("silent"));

try {
  const fmt = (n: number) => n.toLocaleString("en-US");
  console.info(
    `Alerts benchmark: ${fmt(searchCount)} saved searches, ${fmt(listingCount)} listings on ${runtime.database.kind}`,
  );
  const loadStarted = performance.now();
  await runtime.database.unbounded(async (db) => {
    await loadCatalogue(db, listingCount);
    await loadSearches(db, searchCount);
  });
  console.info(`Loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s\n`);
  const db = runtime.db;

  const listings = await sampleListings(db, iterations + 5);
  // Interleaved, listing by listing, so a busy host slows both queries alike.
  const found: number[] = [];
  const indexed: number[] = [];
  const scan: number[] = [];
  const timed = async <T>(samples: number[], run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    samples.push(performance.now() - started);
    return result;
  };
  await timeIt(async (i) => {
    const listing = listings[i % listings.length] as MatchListing;
    found.push((await timed(indexed, () => matchingSearchIds(db, listing))).length);
    await timed(scan, () => matchingSearchIds(db, listing, { indexed: false }));
  }, iterations);
  // timeIt's warm-up calls land in the samples too: drop them.
  for (const samples of [found, indexed, scan]) samples.splice(0, samples.length - iterations);
  // The candidate filter may only narrow, never change, the answer: compare both on a few.
  for (const listing of listings.slice(0, 20)) {
    const a = (await matchingSearchIds(db, listing)).sort().join();
    const b = (await matchingSearchIds(db, listing, { indexed: false })).sort().join();
    if (a !== b) throw new Error(`indexed and full scan disagree for listing ${listing.id}`);
  }
  console.info(
    `Load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")} (${os.cpus().length} cores)`,
  );
  const mean = found.reduce((sum, n) => sum + n, 0) / Math.max(1, found.length);
  console.info(`Searches a listing matches: ${mean.toFixed(1)} on average, ${iterations} listings`);
  console.info(line("indexed reverse match", indexed));
  console.info(line("full scan of the searches", scan));
  const p95 = percentile(indexed, 95);
  console.info(`target p95 < 50 ms: ${p95 < 50 ? "met" : "MISSED"}\n`);

  // A day: `dayListings` new listings through the alerts.listing job's own work (matches,
  // in-app notifications, instant e-mails queued), then the run that builds and queues every
  // daily and weekly digest due the next morning.
  const day = await sampleListings(db, dayListings);
  const matchStarted = performance.now();
  let matches = 0;
  for (const listing of day) {
    matches += await matchListing({ db, mailer: runtime.mailer }, { propertyId: listing.id });
  }
  const matchSeconds = (performance.now() - matchStarted) / 1000;
  console.info(
    `A day of ${fmt(day.length)} new listings: ${fmt(matches)} matches recorded, notified and instant-mailed in ${matchSeconds.toFixed(1)} s (${fmtMs((matchSeconds * 1000) / Math.max(1, day.length))} a listing)`,
  );
  const digestStarted = performance.now();
  const sent = await sendSearchDigests(db, runtime.mailer, new Date(Date.now() + 86_400_000));
  const digestSeconds = (performance.now() - digestStarted) / 1000;
  console.info(
    `Digests built and queued: ${fmt(sent.length)} in ${digestSeconds.toFixed(1)} s (target < 60 s: ${digestSeconds < 60 ? "met" : "MISSED"})`,
  );
} finally {
  await runtime.shutdown();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
