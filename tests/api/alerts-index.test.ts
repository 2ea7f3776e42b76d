import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { matchingWhere, readMatchListing } from "../../src/server/alerts/reverse-match";
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
      /Bitmap Index Scan on saved_searches_match_keys_idx[^\n]*\n\s+Index Cond: \(saved_search_match_keys\(words, types, beds\) &&/,
    );
  });
});
