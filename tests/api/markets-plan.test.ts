import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { marketMonthsQuery } from "../../src/server/markets/markets.service";
import { MARKET_MONTHS } from "../../src/shared/market";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();

interface PlanNode {
  "Node Type"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

async function executedPlan(query: { getSQL: () => SQL }): Promise<PlanNode[]> {
  const result = (await t.deps.db.execute(
    sql`explain (analyze, format json) ${query.getSQL()}`,
  )) as unknown as { rows: { "QUERY PLAN": { Plan: PlanNode }[] | string }[] };
  const raw = result.rows[0]?.["QUERY PLAN"] ?? [];
  const [plan] = typeof raw === "string" ? (JSON.parse(raw) as { Plan: PlanNode }[]) : raw;
  return nodes(plan?.Plan ?? {});
}

// 3,000 ZIP markets with three years of months each, as a large catalogue's refresh leaves;
// loaded outside the app's statement timeout, which a busy host's bulk insert can outlast.
beforeAll(() =>
  t.deps.database.unbounded(async (db) => {
    await db.execute(sql`
      insert into market_months (kind, key, month, new_listings, sold, price_cuts, new_rentals,
        for_sale, for_rent)
      select 'zip', lpad(z::text, 5, '0'), date '2023-07-01' + (m * interval '1 month'), 1, 1, 0, 0, 1, 0
      from generate_series(1, 3000) as z, generate_series(0, 35) as m
    `);
    await db.execute(sql`analyze market_months`);
  }),
);

describe("a market page's read", () => {
  it("reads one market's charted months by the primary key, and nothing more", async () => {
    const query = marketMonthsQuery(t.deps.db, "zip", "01234", "2024-06-01");
    const plan = await executedPlan(query);
    const scans = plan.filter((node) => node["Node Type"]?.includes("Scan"));
    expect(scans.map((node) => [node["Node Type"], node["Index Name"]])).toEqual([
      [expect.stringMatching(/^Index (Only )?Scan$/), "market_months_kind_key_month_pk"],
    ]);
    expect(scans[0]?.["Actual Rows"]).toBe(MARKET_MONTHS);
    expect(scans[0]?.["Rows Removed by Filter"] ?? 0).toBe(0);
  });
});
