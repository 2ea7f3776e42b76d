import { eq } from "drizzle-orm";
import { LISTING_STATUS_MESSAGES, type ListingStatus, statusLabel } from "@/shared/listing-life";
import type { ListingStatusChange } from "@/shared/schemas/listing-status";
import { recordActivity } from "../admin/activity.service";
import { properties, propertyStatusChanges } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { enqueueStatusAlert } from "../saved/saved-home-jobs";
import { enqueueListingMatch } from "../saved-searches/alert-jobs";
import { type Manager, managedProperty } from "./access";
import type { ManageDeps } from "./save.service";

/** Stages a home's savers hear of: on the market (again), under contract, closed, or off it. */
const TOLD_TO_SAVERS: readonly ListingStatus[] = ["active", "pending", "closed", "off_market"];
/** Stages a home comes back on the market from, which saved searches hear of again. */
const OFF_THE_MARKET: readonly ListingStatus[] = ["pending", "closed", "off_market"];

/**
 * Moves a listing `manager` may manage to another stage, recording the change in its history
 * with its date (and closing price) in the same transaction. Coming soon keeps its expected day,
 * closed its price and day; each is cleared on leaving. The first day a home is active after
 * it was new or coming soon is its listing day. Savers hear of every change but to coming soon; saved searches hear of a home
 * back on the market, or on it for the first time.
 */
export async function changeListingStatus(
  deps: ManageDeps,
  manager: Manager,
  id: string,
  change: ListingStatusChange,
): Promise<{ id: string; status: ListingStatus }> {
  return deps.db.transaction(async (tx) => {
    const listing = await managedProperty(tx, manager, id, { lock: true });
    if (listing.status === change.status) {
      throw ApiError.conflict(LISTING_STATUS_MESSAGES.unchanged);
    }
    const now = new Date();
    const closed = change.status === "closed";
    const active = change.status === "active";
    await tx
      .update(properties)
      .set({
        status: change.status,
        statusChangedAt: now,
        expectedOn: change.status === "coming_soon" ? (change.expectedOn ?? null) : null,
        closedPrice: closed ? (change.closedPrice ?? null) : null,
        closedOn: closed ? (change.closedOn ?? null) : null,
        // Coming soon is off the market until it lists: its days on market start then.
        ...(change.status === "coming_soon" ? { listedAt: null } : {}),
        ...(active && !listing.listedAt ? { listedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(properties.id, listing.id));
    const [row] = await tx
      .insert(propertyStatusChanges)
      .values({
        propertyId: listing.id,
        status: change.status,
        price: closed ? (change.closedPrice ?? null) : null,
        changedAt: now,
      })
      .returning({ id: propertyStatusChanges.id });
    if (!row) throw new Error("the status change was not recorded");
    await recordActivity(tx, {
      adminId: manager.id,
      action: "property_status_changed",
      targetType: "property",
      targetId: listing.id,
      details: { title: listing.title, status: statusLabel(listing.offer, change.status) },
    });
    if (TOLD_TO_SAVERS.includes(change.status)) {
      await enqueueStatusAlert(tx, deps.jobs, { propertyId: listing.id, changeId: row.id });
    }
    if (active) {
      // Back on the market is news to every search it matches; a first day on it only to the
      // searches it is new to.
      const back = OFF_THE_MARKET.includes(listing.status);
      await enqueueListingMatch(tx, deps.jobs, {
        propertyId: listing.id,
        ...(back ? { change: { reason: "back_on_market", id: row.id } } : {}),
      });
    }
    return { id: listing.id, status: change.status };
  });
}
