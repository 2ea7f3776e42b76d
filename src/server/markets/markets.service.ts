import { and, asc, eq, gte } from "drizzle-orm";
import {
  MARKET_MONTHS,
  type MarketKind,
  type MarketMonth,
  type MarketReport,
  marketMonthKeys,
  monthSeries,
} from "@/shared/market";
import type { Database } from "../platform/db/client";
import { marketAreas, marketMonths } from "../platform/db/schema";

/**
 * A market's page: its stored row and at most MARKET_MONTHS stored months, each read by its
 * primary key (tests/api/markets-plan.test.ts), so a page costs the same at any catalogue size.
 * Null for a market the last refresh did not find.
 */
export async function marketReport(
  db: Database,
  kind: MarketKind,
  key: string,
): Promise<MarketReport | null> {
  const [area] = await db
    .select()
    .from(marketAreas)
    .where(and(eq(marketAreas.kind, kind), eq(marketAreas.key, key)))
    .limit(1);
  if (!area) return null;
  const keys = marketMonthKeys(area.refreshedOn);
  const rows = await marketMonthRows(db, kind, key, `${keys[0]}-01`);
  return {
    place: { kind, state: area.state, city: area.city, zip: area.zip },
    refreshedOn: area.refreshedOn,
    snapshot: {
      forSale: area.forSale,
      forRent: area.forRent,
      pending: area.pending,
      medianAskingPrice: area.medianAskingPrice,
      medianAskingPricePerSqft: area.medianAskingPricePerSqft,
      medianRent: area.medianRent,
      medianDaysListed: area.medianDaysListed,
    },
    months: monthSeries(rows, keys),
  };
}

/** The query of a market's stored months from `from` on, oldest first. */
export function marketMonthsQuery(db: Database, kind: MarketKind, key: string, from: string) {
  return db
    .select()
    .from(marketMonths)
    .where(
      and(eq(marketMonths.kind, kind), eq(marketMonths.key, key), gte(marketMonths.month, from)),
    )
    .orderBy(asc(marketMonths.month))
    .limit(MARKET_MONTHS);
}

async function marketMonthRows(
  db: Database,
  kind: MarketKind,
  key: string,
  from: string,
): Promise<MarketMonth[]> {
  const rows = await marketMonthsQuery(db, kind, key, from);
  return rows.map(({ kind: _kind, key: _key, month, ...figures }) => ({
    month: month.slice(0, 7),
    ...figures,
  }));
}
