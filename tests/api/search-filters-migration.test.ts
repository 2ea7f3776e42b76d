import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/server/platform/db/client";
import { MIGRATIONS_FOLDER } from "../../src/server/platform/db/migrate";
import {
  type MatchListing,
  matchingSearchIds,
} from "../../src/server/saved-searches/reverse-match";
import { completeSavedSearchText } from "../../src/server/saved-searches/saved-text-upgrade";
import { searchLabelOfQuery } from "../../src/shared/search-label";

/** The last migration before the chips became minimums. */
const BEFORE = "0027_search_alert_changes";

let handle: DatabaseHandle;
let folder: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

type Migrator = Parameters<typeof migrate>[0];

/**
 * An embedded database migrated up to BEFORE (a copy of the migrations with the journal cut
 * there), holding saved and recent searches as the exact-match chips stored them.
 */
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "hs-migrations-"));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8"));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  handle = await openDatabase({});
  await migrate(handle.db as unknown as Migrator, { migrationsFolder: folder });
  await handle.db.execute(sql`insert into "user" (id, name, email, email_verified)
    values ('owner', 'Owner', 'owner@example.test', true)`);
  await handle.db.execute(sql`insert into saved_searches (user_id, name, query, words, beds, baths)
    values
      ('owner', 'Two', 'q=austin&beds=2&baths=1', '{austin}', '2', '1'),
      ('owner', 'Four plus', 'beds=4%2B&baths=3%2B&types=House', '{}', '4+', '3+'),
      ('owner', 'No rooms', 'q=denver', '{denver}', null, null)`);
  await handle.db.execute(sql`insert into recent_searches (user_id, query)
    values ('owner', 'beds=4%2B&baths=3%2B'), ('owner', 'q=lakeside&beds=1')`);
  await migrate(handle.db as unknown as Migrator, { migrationsFolder: MIGRATIONS_FOLDER });
}, 120_000);

afterAll(async () => {
  await handle?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("migration 0028: saved searches take the minimum meaning of the chips", () => {
  it("rewrites the old top chips' spelling and fills the bounds from the old columns", async () => {
    const saved = await rows<Record<string, unknown>>(sql`select name, query, min_beds, max_beds,
      min_baths, max_baths from saved_searches order by name`);
    expect(saved).toEqual([
      {
        name: "Four plus",
        query: "beds=4&baths=3&types=House",
        min_beds: 4,
        max_beds: null,
        min_baths: 3,
        max_baths: null,
      },
      {
        name: "No rooms",
        query: "q=denver",
        min_beds: null,
        max_beds: null,
        min_baths: null,
        max_baths: null,
      },
      {
        name: "Two",
        query: "q=austin&beds=2&baths=1",
        min_beds: 2,
        max_beds: null,
        min_baths: 1,
        max_baths: null,
      },
    ]);
    // What the owner now reads is what the search now matches.
    expect(saved.map((row) => searchLabelOfQuery(String(row.query)))).toEqual([
      "4+ beds · 3+ baths · House",
      '"denver"',
      '"austin" · 2+ beds · 1+ baths',
    ]);
    const recent = await rows<{ query: string }>(sql`select query from recent_searches
      order by query`);
    expect(recent.map((row) => row.query)).toEqual(["beds=4&baths=3", "q=lakeside&beds=1"]);
    const columns = await rows<{ column_name: string }>(sql`select column_name
      from information_schema.columns
      where table_name = 'saved_searches' and column_name in ('beds', 'baths')`);
    expect(columns).toEqual([]);
  });

  it("lets a 5-bed home find the old '2 beds' search through the reverse-matching index", async () => {
    const listing: MatchListing = {
      id: "00000000-0000-4000-8000-000000000001",
      price: 400_000,
      bedrooms: 5,
      bathrooms: 3,
      squareFeet: 2500,
      lotSizeAcres: null,
      yearBuilt: null,
      propertyType: "House",
      amenityMask: 0,
      isFeatured: false,
      searchText: " austin tx 78701 texas ",
      city: "Austin",
      state: "TX",
      zip: "78701",
      latitude: 30.27,
      longitude: -97.74,
      createdAt: new Date(),
      offer: "sale",
      status: "active",
      closedOn: null,
      petsCats: false,
      petsDogs: false,
      hasVideoTour: false,
      hasPriceCut: false,
    };
    const names = async (match: MatchListing) => {
      const ids = await matchingSearchIds(handle.db, match);
      const found = await rows<{ id: string; name: string }>(sql`select id, name
        from saved_searches`);
      return found
        .filter((row) => ids.includes(row.id))
        .map((row) => row.name)
        .sort();
    };
    expect(await names(listing)).toEqual(["Four plus", "Two"]);
    expect(await names({ ...listing, bedrooms: 1 })).toEqual([]);
    expect(await names({ ...listing, bedrooms: 3, bathrooms: 2.5 })).toEqual(["Two"]);
  });
});

describe("migration 0029: saved searches' text is read as the search reads it", () => {
  it("lists the searches saved with text, which the start-up completion re-reads once", async () => {
    const listed = await rows<{ name: string }>(sql`select s.name from saved_searches s
      join saved_searches_unread u on u.search_id = s.id order by s.name`);
    expect(listed.map((row) => row.name)).toEqual(["No rooms", "Two"]);
    await completeSavedSearchText(handle.db);
    const saved = await rows<Record<string, unknown>>(sql`select name, query, words, min_beds,
      place_state, place_city from saved_searches order by name`);
    expect(saved).toEqual([
      {
        name: "Four plus",
        query: "beds=4&baths=3&types=House",
        words: [],
        min_beds: 4,
        place_state: null,
        place_city: null,
      },
      {
        name: "No rooms",
        query: "q=denver",
        words: [],
        min_beds: null,
        place_state: "CO",
        place_city: "Denver",
      },
      {
        name: "Two",
        query: "q=austin&beds=2&baths=1",
        words: [],
        min_beds: 2,
        place_state: "TX",
        place_city: "Austin",
      },
    ]);
    const [left] = await rows<{ name: string | null }>(
      sql`select to_regclass('saved_searches_unread')::text as name`,
    );
    expect(left?.name).toBeNull();
    // Once done, a start finds nothing to do.
    await completeSavedSearchText(handle.db);
  });
});
