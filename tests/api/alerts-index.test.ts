import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { matchingWhere, readMatchListing } from "../../src/server/saved-searches/reverse-match";
import { createProperty } from "../factories/properties";
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
      const result = await tx.execute(
        sql`explain select id from saved_searches where ${matchingWhere(listing)}`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row).join(" "))
        .join("\n");
    });
    // Used as a search on the keys (an index condition on &&), not merely read whole.
    expect(plan).toMatch(
      /Bitmap Index Scan on saved_searches_match_keys_idx[^\n]*\n\s+Index Cond: \(saved_search_match_keys\(words, types, min_beds, COALESCE\(box\(area_polygon\), area_box\)\) &&/,
    );
  });

  it("files a small map area under its 1-degree cells, a large one under its other keys", async () => {
    const keys = async (area: string | null, types: string[] = []) => {
      const result = await t.deps.db.execute(
        sql`select saved_search_match_keys('{}'::text[], ${`{${types.join(",")}}`}::text[], null,
          ${area}::box) as keys`,
      );
      return (result as unknown as { rows: { keys: string[] }[] }).rows[0]?.keys;
    };
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
});
