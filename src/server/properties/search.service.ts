import { and, asc, count, desc, type SQL, sql } from "drizzle-orm";
import {
  type PropertySearchPage,
  SEARCH_COUNT_CAP,
  TEXT_SEARCH_COUNT_CAP,
} from "@/shared/properties";
import type { PropertySearch } from "@/shared/schemas/property-search";
import { placeLabel } from "@/shared/search-text/place";
import type { Database } from "../platform/db/client";
import { properties } from "../platform/db/schema";
import { decodeCursor, encodeCursor, type SearchCursor } from "./cursor";
import { planAreaPage } from "./map-sample";
import { nearestListings } from "./nearest.service";
import { summaryColumns, withCovers } from "./properties.service";
import { searchConditions } from "./search-conditions";
import { readTypedSearch } from "./typed-search";

/** created_at to the microsecond, so a cursor lands exactly between rows that share a second. */
const createdAtKey = sql<string>`to_char(${properties.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Each order walks an index on (column, id) — ascending indexes, read backwards for the
 * descending orders — and "after the cursor" is a row comparison that index seeks to. Keep the
 * default nulls placement: `desc nulls last` would not match a backward scan and sorts the table.
 */
const ORDERS = {
  newest: {
    orderBy: [desc(properties.createdAt), desc(properties.id)],
    after: (c: SearchCursor & { sort: "newest" }) =>
      sql`(${properties.createdAt}, ${properties.id}) < (${c.createdAt}::timestamptz, ${c.id}::uuid)`,
  },
  price_high: {
    orderBy: [desc(properties.price), desc(properties.id)],
    after: (c: SearchCursor & { sort: "price_high" | "price_low" }) =>
      sql`(${properties.price}, ${properties.id}) < (${c.price}::integer, ${c.id}::uuid)`,
  },
  price_low: {
    orderBy: [asc(properties.price), asc(properties.id)],
    after: (c: SearchCursor & { sort: "price_high" | "price_low" }) =>
      sql`(${properties.price}, ${properties.id}) > (${c.price}::integer, ${c.id}::uuid)`,
  },
};

function afterCursor(cursor: SearchCursor): SQL {
  if (cursor.sort === "newest") return ORDERS.newest.after(cursor);
  return ORDERS[cursor.sort].after(cursor);
}

/**
 * Pages of the table a text search reads in order before it turns to the trigram index: about
 * 12,000 listings, a few milliseconds, enough to find the cap's worth of any term in 1% or more
 * of the listings. A rarer term pays for this read before its (cheap) index count, so it is kept
 * small (decision 005, Measurements).
 */
const TEXT_COUNT_PROBE_PAGES = 500;

/**
 * The queries of a search, unexecuted (so benchmarks can EXPLAIN them): `page` fetches
 * limit + 1 rows after the cursor, `count` counts matches up to cap + 1, so a broad search
 * stops counting early instead of scanning the table. `probe` is that count over the first
 * pages of the table only (a text search's cheap first look, see searchText).
 */
export function searchQueries(
  db: Database,
  search: PropertySearch,
  cursor: SearchCursor | null,
  cap: number,
) {
  const filters = searchConditions(search);
  const page = db
    .select({ ...summaryColumns, createdAtKey })
    .from(properties)
    .where(and(...filters, ...(cursor ? [afterCursor(cursor)] : [])))
    .orderBy(...ORDERS[search.sort].orderBy)
    .limit(search.limit + 1);
  const countWhere = (where: SQL[]) =>
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(properties)
        .where(and(...where))
        .limit(cap + 1)
        .as("matches"),
    );
  const firstPages = sql.raw(`ctid < '(${TEXT_COUNT_PROBE_PAGES},0)'::tid`);
  return { page, count: countWhere(filters), probe: countWhere([...filters, firstPages]) };
}

/**
 * Matches in the probe from which a text search's count reads on through the table instead of
 * the trigram index: about 101 x 12,000 / 25 = 48,000 listings at most, if the first pages are
 * typical (a few milliseconds), where the index would build the bitmap of every match of each
 * word, which costs more.
 */
const TEXT_SEQUENTIAL_COUNT_MIN_PROBE = 25;

/**
 * A text search's page and, on the first page, its count up to the cap, with plans that do not
 * depend on the planner's guess of how common the text is (trigram estimates are poor, and a wrong
 * guess can walk the whole newest-first index for words common alone but never together).
 * First a sequential read of the table's first pages (the probe) says how common the text is:
 * - a page's worth or more of matches there: the page walks its order's index, which meets
 *   matches about as often; else the page reads the trigram index, a small bitmap exactly when
 *   the text is rare;
 * - more than the cap's worth: the probe is the count; else TEXT_SEQUENTIAL_COUNT_MIN_PROBE or
 *   more: the count reads on through the table until the cap; else it reads the trigram index.
 */
async function searchText(
  db: Database,
  search: PropertySearch,
  cursor: SearchCursor | null,
  cap: number,
) {
  return db.transaction(async (tx) => {
    const queries = searchQueries(tx, search, cursor, cap);
    await planTextScan(tx, "probe");
    const probe = (await queries.probe)[0]?.n ?? 0;
    await planTextScan(tx, probe > search.limit ? "walk" : "index");
    const rows = await queries.page;
    if (cursor) return { rows, matches: null };
    if (rows.length <= search.limit) return { rows, matches: rows.length };
    if (probe > cap) return { rows, matches: probe };
    await planTextScan(tx, probe >= TEXT_SEQUENTIAL_COUNT_MIN_PROBE ? "probe" : "index");
    return { rows, matches: (await queries.count)[0]?.n ?? 0 };
  });
}

/**
 * Inside a transaction, leaves the planner one kind of scan for a text search: a sequential or
 * TID range read (the probe, a fairly common text's count), an ordered index walk (a common
 * text's page), or the trigram index (a rare text's page and count). No parallel workers: the
 * planner misjudges how soon a walk finds its page, and starting workers costs more than the walk.
 */
export async function planTextScan(tx: Database, stage: "probe" | "walk" | "index") {
  // One statement for the four settings (set_config with is_local = SET LOCAL): each round
  // trip counts on a search's latency.
  const on = (enabled: boolean) => (enabled ? "on" : "off");
  await tx.execute(
    sql.raw(
      `select set_config('enable_bitmapscan', '${on(stage === "index")}', true),` +
        ` set_config('enable_indexscan', '${on(stage === "walk")}', true),` +
        ` set_config('enable_seqscan', '${on(stage === "probe")}', true),` +
        " set_config('max_parallel_workers_per_gather', '0', true)",
    ),
  );
}

/**
 * A search without text: its page (of a map area, planned by planAreaPage), and on the first
 * page its count up to the cap. Only the first page counts, and one that is not full already
 * holds every match. The count runs after the page, not beside it: on two cores they compete
 * for CPU.
 */
async function searchFiltered(
  db: Database,
  search: PropertySearch,
  cursor: SearchCursor | null,
  cap: number,
) {
  const rows = await (search.bbox || search.poly
    ? db.transaction(async (tx) => {
        await planAreaPage(tx, search);
        return searchQueries(tx, search, cursor, cap).page;
      })
    : searchQueries(db, search, cursor, cap).page);
  const hasMore = rows.length > search.limit;
  const matches = cursor
    ? null
    : hasMore
      ? await countFilteredMatches(db, search, cap)
      : rows.length;
  return { rows, matches };
}

/**
 * Counts a filtered search's matches up to the cap, without parallel workers: the count is an
 * index-only scan of the facets index that stops at the cap, and starting workers for it costs
 * more than it saves.
 */
async function countFilteredMatches(db: Database, search: PropertySearch, cap: number) {
  return db.transaction(async (tx) => {
    await planFilteredCount(tx);
    const [result] = await searchQueries(tx, search, null, cap).count;
    return result?.n ?? 0;
  });
}

/** Inside a transaction, plans a filtered count without parallel workers (see above). */
export async function planFilteredCount(tx: Database) {
  await tx.execute(sql.raw("set local max_parallel_workers_per_gather = 0"));
}

export interface SearchOptions {
  /** Counting stops here; tests pass a small one. */
  countCap?: number;
}

/**
 * One page of a search by keyset: never OFFSET, so page 500 costs what page 1 does, and rows
 * that share a price or creation time are neither repeated nor skipped. Throws a 400 ApiError
 * for a cursor that is not valid for this sort.
 */
export async function searchProperties(
  db: Database,
  asked: PropertySearch,
  options: SearchOptions = {},
): Promise<PropertySearchPage> {
  // The text is read into filters and a place first; only its leftover words match as text.
  const { search, understood, nearest } = await readTypedSearch(db, asked);
  const found = { understood, nearest: nearest && { place: placeLabel(nearest) } };
  const cursor = search.cursor ? decodeCursor(search.cursor, search.sort) : null;
  // A place without listings answers with the nearest to it, one page; in a map area the area
  // says where to look, so it lists the area's matches as usual.
  if (nearest && !search.bbox && !search.poly) {
    const items = cursor ? [] : await nearestListings(db, search, nearest);
    return { items, total: items.length, totalCapped: false, nextCursor: null, ...found };
  }
  const cap = options.countCap ?? (search.q ? TEXT_SEARCH_COUNT_CAP : SEARCH_COUNT_CAP);
  const { rows, matches } = search.q
    ? await searchText(db, search, cursor, cap)
    : await searchFiltered(db, search, cursor, cap);
  const hasMore = rows.length > search.limit;
  const page = hasMore ? rows.slice(0, search.limit) : rows;
  const items = await withCovers(db, page);

  const last = page.at(-1);
  let nextCursor: string | null = null;
  if (hasMore && last) {
    nextCursor = encodeCursor(
      search.sort === "newest"
        ? { sort: "newest", createdAt: last.createdAtKey, id: last.id }
        : { sort: search.sort, price: last.price, id: last.id },
    );
  }
  return {
    items,
    total: matches === null ? null : Math.min(matches, cap),
    totalCapped: matches !== null && matches > cap,
    nextCursor,
    ...found,
  };
}
