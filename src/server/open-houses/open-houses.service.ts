import { and, count, eq, gt, lt } from "drizzle-orm";
import { listingTimeZone } from "@/shared/listing-time-zone";
import {
  OPEN_HOUSE_MESSAGES as M,
  OPEN_HOUSES_OFFERED,
  OPEN_HOUSES_UPCOMING_MAX,
  type OpenHouse,
} from "@/shared/open-houses";
import type { OpenHouseValues } from "@/shared/schemas/open-house";
import { recordActivity } from "../admin/activity.service";
import { type Manager, managedProperty } from "../manage-properties/access";
import type { ManageDeps } from "../manage-properties/save.service";
import type { Database } from "../platform/db/client";
import { openHouses } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";
import { enqueueOpenHouseAlert } from "../saved/saved-home-jobs";
import { openHouseInstants } from "./open-house-times";
import { notOver, openHouseColumns, toOpenHouse, upcomingOpenHouses } from "./upcoming";

type Deps = Pick<ManageDeps, "db" | "jobs">;

/** The open houses not yet over of a listing `manager` may manage, soonest first. */
export async function listManagedOpenHouses(
  db: Database,
  manager: Manager,
  propertyId: string,
): Promise<OpenHouse[]> {
  const listing = await managedProperty(db, manager, propertyId);
  return upcomingOpenHouses(db, listing.id);
}

/**
 * Schedules an open house of a listing `manager` may manage, while the home takes visitors. The
 * listing's row is locked, so two at once cannot both pass the overlap and count checks. Its
 * savers hear of it through a job queued in the same transaction.
 */
export async function scheduleOpenHouse(
  { db, jobs }: Deps,
  manager: Manager,
  propertyId: string,
  form: OpenHouseValues,
): Promise<OpenHouse> {
  return db.transaction(async (tx) => {
    const listing = await managedProperty(tx, manager, propertyId, { lock: true });
    if (!OPEN_HOUSES_OFFERED.includes(listing.status)) throw ApiError.conflict(M.notOffered);
    const timeZone = listingTimeZone(listing.state);
    const { startsAt, endsAt } = openHouseInstants(form, timeZone);
    const mine = eq(openHouses.propertyId, listing.id);
    const [overlapping] = await tx
      .select({ id: openHouses.id })
      .from(openHouses)
      .where(and(mine, lt(openHouses.startsAt, endsAt), gt(openHouses.endsAt, startsAt)))
      .limit(1);
    if (overlapping) throw ApiError.conflict(M.overlap);
    const [upcoming] = await tx.select({ n: count() }).from(openHouses).where(and(mine, notOver()));
    if ((upcoming?.n ?? 0) >= OPEN_HOUSES_UPCOMING_MAX) throw ApiError.conflict(M.tooMany);
    const [row] = await tx
      .insert(openHouses)
      .values({
        propertyId: listing.id,
        startsAt,
        endsAt,
        timeZone,
        kind: form.kind,
        link: form.link,
      })
      .returning(openHouseColumns);
    if (!row) throw new Error("the open house was not stored");
    await recordActivity(tx, {
      adminId: manager.id,
      action: "open_house_scheduled",
      targetType: "property",
      targetId: listing.id,
      details: { title: listing.title },
    });
    await enqueueOpenHouseAlert(tx, jobs, { propertyId: listing.id, openHouseId: row.id });
    return toOpenHouse(row);
  });
}

/** Removes an open house of a listing `manager` may manage; 404 for an unknown one. */
export async function removeOpenHouse(db: Database, manager: Manager, id: string): Promise<void> {
  if (!isUuid(id)) throw ApiError.notFound(M.notFound);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ propertyId: openHouses.propertyId })
      .from(openHouses)
      .where(eq(openHouses.id, id));
    if (!row) throw ApiError.notFound(M.notFound);
    const listing = await managedProperty(tx, manager, row.propertyId, { lock: true });
    await tx.delete(openHouses).where(eq(openHouses.id, id));
    await recordActivity(tx, {
      adminId: manager.id,
      action: "open_house_removed",
      targetType: "property",
      targetId: listing.id,
      details: { title: listing.title },
    });
  });
}
