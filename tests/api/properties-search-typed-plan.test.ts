import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { placeLookup } from "../../src/server/places/place-lookup";
import { loadPlaceIndex } from "../../src/server/places/places.service";
import type { Database } from "../../src/server/platform/db/client";
import { nearestQuery } from "../../src/server/properties/nearest.service";
import { searchQueries } from "../../src/server/properties/search.service";
import { applyParsed } from "../../src/server/properties/typed-search";
import { SEARCH_COUNT_CAP } from "../../src/shared/properties";
import { propertySearchSchema } from "../../src/shared/schemas/property-search";
import { parseSearchText } from "../../src/shared/search-text/parse-query";
import { catalogueStatistics } from "../factories/properties";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeAll(() => catalogueStatistics(t));

interface PlanNode {
  "Node Type"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  "Order By"?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The search a typed text becomes, as the service runs it. */
async function typedSearch(q: string) {
  const search = propertySearchSchema.parse({ q });
  const parsed = parseSearchText(q, placeLookup(await loadPlaceIndex()));
  return applyParsed(search, parsed).typed;
}

/**
 * The plan nodes of a query with sequential scans priced out, as a million listings would make
 * them: which index each condition can be served by at all.
 */
async function planOf(build: (tx: Database) => { toSQL: () => unknown }): Promise<PlanNode[]> {
  return t.deps.db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local enable_seqscan = off"));
    const result = (await tx.execute(sql`explain (format json) ${build(tx)}`)) as unknown as {
      rows: { "QUERY PLAN": { Plan: PlanNode }[] | string }[];
    };
    const raw = result.rows[0]?.["QUERY PLAN"] ?? [];
    const [plan] = typeof raw === "string" ? (JSON.parse(raw) as { Plan: PlanNode }[]) : raw;
    return nodes(plan?.Plan ?? {});
  });
}

/** Index reads that narrow by a condition; a whole index read in order has none. */
const conditioned = (plan: PlanNode[]) =>
  plan.filter((node) => node["Index Name"] && node["Index Cond"]).map((node) => node["Index Name"]);

// A typed search is conditions an index serves, never a read of every listing. Which index
// serves best depends on the catalogue's statistics: the planner may pick the place's index or
// the facets' for a place with a type and rooms; either narrows by a condition.
describe("typed searches: query plans", () => {
  it.each([
    ["3 bed house in plano tx", ["properties_place_price_idx", "properties_facets_idx"]],
    ["condos in texas", ["properties_place_price_idx", "properties_facets_idx"]],
    ["78704", ["properties_zip_idx"]],
  ])("%s: read through a condition of %j", async (q, choices) => {
    const search = await typedSearch(q);
    const plan = await planOf((tx) => searchQueries(tx, search, null, SEARCH_COUNT_CAP).count);
    expect(plan.some((node) => node["Node Type"] === "Seq Scan")).toBe(false);
    expect(conditioned(plan).some((name) => choices.includes(name as string))).toBe(true);
  });

  it("the nearest listings are read in distance order from the map's index, without a sort", async () => {
    const search = await typedSearch("3 bed house");
    const plano = { kind: "state", state: "TX", latitude: 33.02, longitude: -96.7 } as const;
    const plan = await planOf((tx) => nearestQuery(tx, search, plano));
    const walk = plan.find((node) => node["Index Name"] === "properties_map_idx");
    expect(walk?.["Order By"]).toContain("<->");
    expect(plan.some((node) => node["Node Type"] === "Sort")).toBe(false);
  });
});
