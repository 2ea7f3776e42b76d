import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mapCells } from "../../src/server/properties/map-clusters.service";
import { areaProbe } from "../../src/server/properties/map-sample";
import { searchQueries } from "../../src/server/properties/search.service";
import { SEARCH_COUNT_CAP } from "../../src/shared/properties";
import { propertySearchSchema } from "../../src/shared/schemas/property-search";
import { catalogueStatistics } from "../factories/properties";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeAll(() => catalogueStatistics(t));

interface PlanNode {
  "Node Type"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The plan's reads of the properties table, with every read but an index's priced out. */
async function reads(query: { getSQL: () => SQL }): Promise<string[]> {
  return t.deps.db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local enable_seqscan = off; set local enable_bitmapscan = off"));
    const result = (await tx.execute(sql`explain (format json) ${query.getSQL()}`)) as unknown as {
      rows: { "QUERY PLAN": { Plan: PlanNode }[] | string }[];
    };
    const raw = result.rows[0]?.["QUERY PLAN"] ?? [];
    const [plan] = typeof raw === "string" ? (JSON.parse(raw) as { Plan: PlanNode }[]) : raw;
    return nodes(plan?.Plan ?? {})
      .filter((node) => node["Index Name"]?.startsWith("properties_"))
      .map((node) => `${node["Node Type"]} on ${node["Index Name"]}`);
  });
}

// Every search names the homes' offer and stage, and the 'More filters' bound their facts: the
// counts and the map's clusters must still read indexes alone, never the table, or a million
// listings turn each into thousands of page reads (decision 035, Figures at 1M listings).
const QUERY =
  "beds=3&minSqft=1200&minYearBuilt=1990&maxLotAcres=2&listedWithin=30&offer=rent&status=pending&closedWithin=6&pets=dogs";

describe("searches that count and cluster by index only", () => {
  it("counts a filtered search from an index alone", async () => {
    const search = propertySearchSchema.parse(Object.fromEntries(new URLSearchParams(QUERY)));
    const count = searchQueries(t.deps.db, search, null, SEARCH_COUNT_CAP).count;
    // Which covering index is cheapest depends on the catalogue; any of them reads no table page.
    const read = await reads(count);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatch(/^Index Only Scan on /);
  });

  it("clusters and probes a map area from the map's indexes alone", async () => {
    const search = propertySearchSchema.parse({
      ...Object.fromEntries(new URLSearchParams(QUERY)),
      bbox: "-98,30,-97,31",
      zoom: "9",
    });
    for (const scale of [1, 8, 64]) {
      const { cells } = mapCells(t.deps.db, search, scale);
      const read = await reads(cells);
      expect(read, `scale ${scale}`).toHaveLength(1);
      expect(read[0], `scale ${scale}`).toMatch(/^Index Only Scan on properties_(map|position)/);
    }
    expect(await reads(areaProbe(t.deps.db, search))).toEqual([
      "Index Only Scan on properties_map_sixtyfourth_idx",
    ]);
  });
});
