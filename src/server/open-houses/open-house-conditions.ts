import { type SQL, sql } from "drizzle-orm";
import { weekendWindows } from "@/shared/open-house-window";
import { OPEN_HOUSE_MAX_HOURS, type OpenHouseFilter } from "@/shared/open-houses";
import { openHouses, properties } from "../platform/db/schema";

const o = openHouses;

/**
 * The search's open-house filter: listings with an open house not yet over that starts this
 * weekend on their own clock (one window per zone, each open house read in its own), or any
 * time. The outer bounds on starts_at let its index find the few candidates.
 */
export function openHouseCondition(filter: OpenHouseFilter, now = new Date()): SQL {
  const notOver = sql`${o.endsAt} > now()
    and ${o.startsAt} > now() - ${OPEN_HOUSE_MAX_HOURS}::int * interval '1 hour'`;
  if (filter === "upcoming") {
    return sql`${properties.id} in (select ${o.propertyId} from ${o} where ${notOver})`;
  }
  const windows = weekendWindows(now);
  const from = new Date(Math.min(...windows.map((w) => w.from.getTime())));
  const to = new Date(Math.max(...windows.map((w) => w.to.getTime())));
  const inZone = sql.join(
    windows.map(
      (w) =>
        sql`(${o.timeZone} = ${w.zone} and ${o.startsAt} >= ${w.from.toISOString()}::timestamptz
          and ${o.startsAt} < ${w.to.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  );
  return sql`${properties.id} in (select ${o.propertyId} from ${o}
    where ${o.startsAt} >= ${from.toISOString()}::timestamptz
      and ${o.startsAt} < ${to.toISOString()}::timestamptz
      and ${o.endsAt} > now() and (${inZone}))`;
}
