import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { OpenHouse, OpenHouseKind } from "@/shared/open-houses";
import { OPEN_HOUSE_MAX_HOURS } from "@/shared/open-houses";
import type { Database } from "../platform/db/client";
import { openHouses } from "../platform/db/schema";

export const openHouseColumns = {
  id: openHouses.id,
  propertyId: openHouses.propertyId,
  startsAt: openHouses.startsAt,
  endsAt: openHouses.endsAt,
  timeZone: openHouses.timeZone,
  kind: openHouses.kind,
  link: openHouses.link,
};

type OpenHouseRow = Pick<typeof openHouses.$inferSelect, keyof typeof openHouseColumns>;

export const toOpenHouse = (row: OpenHouseRow): OpenHouse => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  timeZone: row.timeZone,
  kind: row.kind as OpenHouseKind,
  link: row.link,
});

/**
 * Not yet over: one under way still counts. The bound on the start (no open house is longer)
 * lets the (property_id, starts_at) index read only the recent and coming ones.
 */
export const notOver = () =>
  and(
    gt(openHouses.startsAt, sql`now() - ${OPEN_HOUSE_MAX_HOURS}::int * interval '1 hour'`),
    gt(openHouses.endsAt, sql`now()`),
  );

/** A listing's open houses not yet over, soonest first. */
export async function upcomingOpenHouses(
  db: Database,
  propertyId: string,
  limit?: number,
): Promise<OpenHouse[]> {
  const query = db
    .select(openHouseColumns)
    .from(openHouses)
    .where(and(eq(openHouses.propertyId, propertyId), notOver()))
    .orderBy(asc(openHouses.startsAt), asc(openHouses.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toOpenHouse);
}

/** The next open house of each listing of a page, by listing id: one query for the page. */
export async function nextOpenHouses(
  db: Database,
  propertyIds: string[],
): Promise<Map<string, OpenHouse>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([openHouses.propertyId], openHouseColumns)
    .from(openHouses)
    .where(and(inArray(openHouses.propertyId, propertyIds), notOver()))
    .orderBy(openHouses.propertyId, asc(openHouses.startsAt), asc(openHouses.id));
  return new Map(rows.map((row) => [row.propertyId, toOpenHouse(row)]));
}
