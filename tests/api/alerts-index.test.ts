import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rawRows } from "../../src/server/platform/db/raw-rows";
import { savedSearches } from "../../src/server/platform/db/schema";
import {
  matchingSearchIds,
  matchingWhere,
  readMatchListing,
} from "../../src/server/saved-searches/reverse-match";
import { createProperty } from "../factories/properties";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

describe("reverse matching's index", () => {
  // The planner may prefer a scan of a tiny table; with scans priced out, this proves the query's
  // key expression and its `not paused` still fit saved_searches_match_keys_idx, so a change to
  // either cannot quietly turn every new listing into a full scan of the searches (decision 021).
  it("serves the query that finds a listing's saved searches", async () => {
    const { id } = await createProperty(t, { title: "Indexed Villa", city: "Austin" });
    const listing = await readMatchListing(t.deps.db, id);
    if (!listing) throw new Error("no listing");
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await rawRows<Record<string, string>>(
        tx,
        sql`explain select id from saved_searches where ${matchingWhere(listing)}`,
      );
      return rows.map((row) => Object.values(row).join(" ")).join("\n");
    });
    // Used as a search on the keys (an index condition on &&), not merely read whole.
    expect(plan).toMatch(
      /Bitmap Index Scan on saved_searches_match_keys_idx[^\n]*\n\s+Index Cond: \(saved_search_match_keys\(words, types, min_beds, COALESCE\(box\(area_polygon\), area_box\), place_state, place_city, place_zip\) &&/,
    );
  });

  const keys = async (
    area: string | null,
    types: string[] = [],
    place: { state?: string; city?: string; zip?: string } = {},
  ) => {
    const [row] = await rawRows<{ keys: string[] }>(
      t.deps.db,
      sql`select saved_search_match_keys('{}'::text[], ${`{${types.join(",")}}`}::text[], null,
        ${area}::box, ${place.state ?? null}, ${place.city ?? null}, ${place.zip ?? null}) as keys`,
    );
    return row?.keys;
  };

  it("files a small map area under its 1-degree cells, a large one under its other keys", async () => {
    expect((await keys("(-89,40),(-90.5,39.2)"))?.sort()).toEqual([
      "a:-89,39",
      "a:-89,40",
      "a:-90,39",
      "a:-90,40",
      "a:-91,39",
      "a:-91,40",
    ]);
    expect(await keys("(-80,45),(-100,30)", ["House"])).toEqual(["t:House"]);
    expect(await keys("(-80,45),(-100,30)")).toEqual(["*"]);
    expect(await keys(null)).toEqual(["*"]);
  });

  it("files a search that named a place under its ZIP code, its city, or its state", async () => {
    const small = "(-97,31),(-98,30)";
    expect(await keys(null, ["House"], { state: "TX", zip: "78745", city: "Austin" })).toEqual([
      "z:78745",
    ]);
    expect(await keys(small, ["House"], { state: "TX", city: "Austin" })).toEqual(["c:TX:Austin"]);
    // A small area narrows more than a whole state; a state more than a type.
    expect((await keys(small, [], { state: "TX" }))?.sort()).toEqual([
      "a:-97,30",
      "a:-97,31",
      "a:-98,30",
      "a:-98,31",
    ]);
    expect(await keys(null, ["House"], { state: "TX" })).toEqual(["s:TX"]);
  });

  it("finds the search filed under a city whatever the city's name holds", async () => {
    const { id } = await createProperty(t, { title: "Quoted Town Cabin", city: "Austin" });
    const listing = await readMatchListing(t.deps.db, id);
    if (!listing) throw new Error("no listing");
    // Quotes, commas and backslashes would end or split an array literal's value unescaped.
    const city = 'Coeur "d\\Alene, North';
    const { id: userId } = await createUser(t);
    const [search] = await t.deps.db
      .insert(savedSearches)
      .values({
        userId,
        name: "Odd town",
        query: "q=odd",
        placeState: listing.state,
        placeCity: city,
      })
      .returning({ id: savedSearches.id });
    expect(await matchingSearchIds(t.deps.db, { ...listing, city })).toEqual([search?.id]);
    expect(await matchingSearchIds(t.deps.db, listing)).not.toContain(search?.id);
  });
});
