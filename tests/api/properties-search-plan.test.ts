import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { planTextScan, searchQueries } from "../../src/server/properties/search.service";
import { TEXT_SEARCH_COUNT_CAP } from "../../src/shared/properties";
import { propertySearchSchema } from "../../src/shared/schemas/property-search";
import { catalogueStatistics } from "../factories/properties";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeAll(() => catalogueStatistics(t));

interface PlanNode {
  "Index Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

/**
 * The trigram index conditions of a rare text's page or full count, planned as the service plans
 * them (searchText): what a million listings would make the trigram index answer.
 */
async function indexConditions(q: string, query: "page" | "count"): Promise<string[]> {
  const search = propertySearchSchema.parse({ q });
  return t.deps.db.transaction(async (tx) => {
    await planTextScan(tx, "index");
    const planned = searchQueries(tx, search, null, TEXT_SEARCH_COUNT_CAP)[query];
    const result = (await tx.execute(sql`explain (format json) ${planned}`)) as unknown as {
      rows: { "QUERY PLAN": { Plan: PlanNode }[] | string }[];
    };
    const raw = result.rows[0]?.["QUERY PLAN"] ?? [];
    const [plan] = typeof raw === "string" ? (JSON.parse(raw) as { Plan: PlanNode }[]) : raw;
    return nodes(plan?.Plan ?? {})
      .filter((node) => node["Index Name"] === "properties_search_idx")
      .map((node) => node["Index Cond"] ?? "");
  });
}

// A text search at a million listings must be served by the trigram index, every word of it,
// short whole words included (decision 015).
describe("search by place: query plans", () => {
  it.each([
    ["Austin, TX", ["%austin%", "% tx %"]],
    ["78745", ["%78745%"]],
    ["farmhouse austin", ["%farmhouse%", "%austin%"]],
    ["OR", ["% or %"]],
  ])("%s: the trigram index serves every word", async (q, patterns) => {
    for (const query of ["page", "count"] as const) {
      const conditions = (await indexConditions(q, query)).join(" ");
      for (const pattern of patterns) expect(conditions, query).toContain(`'${pattern}'`);
    }
  });
});
