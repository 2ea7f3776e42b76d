import { type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../src/server/platform/db/client";
import { mapCells, scaleFor } from "../../src/server/properties/map-clusters.service";
import { areaProbe, planAreaPage } from "../../src/server/properties/map-sample";
import {
  planFilteredCount,
  planTextScan,
  searchQueries,
} from "../../src/server/properties/search.service";
import { readTypedSearch } from "../../src/server/properties/typed-search";
import {
  PLACE_HOMES_CAP,
  SEARCH_COUNT_CAP,
  TEXT_SEARCH_COUNT_CAP,
} from "../../src/shared/properties";
import {
  type PropertySearch,
  propertySearchSchema,
} from "../../src/shared/schemas/property-search";
import { MAP_PLAN_SAMPLES } from "./map-kinds";

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Scan Direction"?: string;
  Plans?: PlanNode[];
}

/** The scans of a plan, e.g. "Index Scan Backward properties_newest_idx", outermost first. */
function scans(node: PlanNode, out: string[] = []): string[] {
  if (node["Node Type"].includes("Scan")) {
    const direction = node["Scan Direction"] === "Backward" ? " Backward" : "";
    out.push(
      `${node["Node Type"]}${direction}${node["Index Name"] ? ` ${node["Index Name"]}` : ""}`,
    );
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

async function explain(db: Database, query: SQLWrapper): Promise<string> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const plan = (result.rows[0]?.["QUERY PLAN"] as { Plan: PlanNode }[] | string | undefined) ?? [];
  const parsed = typeof plan === "string" ? (JSON.parse(plan) as { Plan: PlanNode }[]) : plan;
  return parsed[0] ? scans(parsed[0].Plan).join(" + ") : "(no plan)";
}

const SAMPLES: [string, Record<string, string>][] = [
  ["text", { q: "spring" }],
  ["text: city, state", { q: "Springfield, IL" }],
  ["text: ZIP", { q: "12345" }],
  ["typed: 3 bed house under 500k austin", { q: "3 bed house under 500k austin" }],
  ["typed: 2br condo austin", { q: "2br condo austin" }],
  ["typed: Plano, TX", { q: "Plano, TX" }],
  ["typed: ZIP 78745", { q: "78745" }],
  ["price", { minPrice: "500000", maxPrice: "800000" }],
  ["beds + baths", { beds: "3", baths: "2" }],
  ["type + amenities", { types: "House,Condo", amenities: "Pool,Garage" }],
  ["sort price_high", { sort: "price_high" }],
  ["sort price_low", { sort: "price_low" }],
  ["featured", { featured: "true" }],
  ["beds exact + square feet", { beds: "3", bedsExact: "true", minSqft: "1500" }],
  ["year built + lot size", { minYearBuilt: "1990", minLotAcres: "0.25" }],
  ["listed within 7 days", { listedWithin: "7" }],
  ["price cut", { priceCut: "true" }],
  ["video tour", { videoTour: "true" }],
  ["studio", { beds: "0" }],
  ["beds minimum", { beds: "3" }],
  ["typed min + max price", { minPrice: "250001", maxPrice: "612345" }],
  ["square feet range", { minSqft: "1500", maxSqft: "2700" }],
  ["lot acres range", { minLotAcres: "0.5", maxLotAcres: "2" }],
  ["year built range", { minYearBuilt: "1990", maxYearBuilt: "2010" }],
  ["listed within 1 day", { listedWithin: "1" }],
  [
    "combined new filters",
    {
      beds: "3",
      baths: "2",
      minPrice: "300000",
      maxPrice: "1000000",
      minSqft: "1500",
      minYearBuilt: "1980",
      listedWithin: "30",
    },
  ],
  ["video tour + price cut + beds", { videoTour: "true", priceCut: "true", beds: "2" }],
  ["typed: austin for rent", { q: "austin", offer: "rent" }],
  ["for rent", { offer: "rent" }],
  ["for rent under $2,500, 2+ beds", { offer: "rent", maxPrice: "2500", beds: "2" }],
  ["pending + coming soon", { status: "coming_soon,pending" }],
  ["sold in 6 months", { closedWithin: "6" }],
  [
    "sold in 12 months + price range",
    { closedWithin: "12", minPrice: "300000", maxPrice: "700000" },
  ],
];

/** Prints which scans the page and count queries of each kind of search use. */
export async function printPlans(db: Database): Promise<void> {
  console.info(
    "Query plans (page query | count query; text: page when common, page when rare | probe, then index count):",
  );
  for (const [name, raw] of SAMPLES) {
    // Planned as the service runs it: the text read into filters and a place first.
    const search: PropertySearch = (await readTypedSearch(db, propertySearchSchema.parse(raw)))
      .search;
    const { page } = searchQueries(db, search, null, SEARCH_COUNT_CAP);
    let paging = await explain(db, page);
    // Each count planned under the settings the service runs it with.
    let counting = await db.transaction(async (tx) => {
      await planFilteredCount(tx);
      return explain(tx, searchQueries(tx, search, null, SEARCH_COUNT_CAP).count);
    });
    if (search.q) {
      // The text page's two plans, chosen by the probe (searchText).
      const pageUnder = (stage: "walk" | "index") =>
        db.transaction(async (tx) => {
          await planTextScan(tx, stage);
          return explain(tx, searchQueries(tx, search, null, TEXT_SEARCH_COUNT_CAP).page);
        });
      paging = `${await pageUnder("walk")}, ${await pageUnder("index")}`;
      // The text count's two stages.
      counting = await db.transaction(async (tx) => {
        const queries = searchQueries(tx, search, null, TEXT_SEARCH_COUNT_CAP);
        await planTextScan(tx, "probe");
        const probe = await explain(tx, queries.probe);
        await planTextScan(tx, "index");
        return `${probe}, then ${await explain(tx, queries.count)}`;
      });
    }
    console.info(`  ${name.padEnd(30)} ${paging} | ${counting}`);
  }
  // The search box's suggestions count each place's homes up to the cap (place-homes.ts).
  for (const [name, where] of [
    ["places: city count", sql`state = 'TX' and city = 'Austin'`],
    ["places: ZIP count", sql`zip = '78745'`],
  ] as const) {
    const capped = sql`select count(*) from (select 1 from properties where ${where} limit ${PLACE_HOMES_CAP}) as capped`;
    console.info(`  ${name.padEnd(30)} ${await explain(db, capped)}`);
  }
}

/**
 * Prints the scans of the map's searches: a list's page (under planAreaPage's choice) | count,
 * or the clusters' area probe | cells at the scale the probe chose (1: every listing, else 1 in
 * that many).
 */
export async function printMapPlans(db: Database): Promise<void> {
  console.info("Map plans (list: page | count; clusters: area probe | cells at the chosen scale):");
  for (const [name, query] of MAP_PLAN_SAMPLES) {
    const search = propertySearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
    let plans: string;
    if (search.view === "clusters") {
      const probe = areaProbe(db, search);
      const scale = scaleFor((await probe)[0]?.area ?? 0);
      plans = `${await explain(db, probe)} | 1:${scale} ${await explain(db, mapCells(db, search, scale).cells)}`;
    } else {
      const page = await db.transaction(async (tx) => {
        await planAreaPage(tx, search);
        return explain(tx, searchQueries(tx, search, null, SEARCH_COUNT_CAP).page);
      });
      const counting = await db.transaction(async (tx) => {
        await planFilteredCount(tx);
        return explain(tx, searchQueries(tx, search, null, SEARCH_COUNT_CAP).count);
      });
      plans = `${page} | ${counting}`;
    }
    console.info(`  ${name.padEnd(34)} ${plans}`);
  }
}
