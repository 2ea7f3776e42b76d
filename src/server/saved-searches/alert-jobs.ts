import type { Database } from "../platform/db/client";
import type { MatchReason } from "../platform/db/schema";
import type { JobQueue } from "../platform/jobs/queue";

/**
 * A change of a listing that its matching saved searches hear of once each, named by the row
 * that records it: a price cut (its property_price_changes row), or a return to the market (the
 * row of the status change that puts a listing back in view calls enqueueListingMatch with it).
 */
export interface ListingChange {
  reason: Exclude<MatchReason, "new" | "removed">;
  id: string;
}

/**
 * alerts.listing: a listing was created or edited; find the saved searches it now matches. With
 * a change, every search it matches hears of that change; without, only the searches it is new to.
 */
export interface ListingJob {
  propertyId: string;
  change?: ListingChange;
}

type Queue = Pick<JobQueue, "send">;

// Enqueued in the transaction of the write that causes it: no write, no alert, and a committed
// write always gets its alert even if the process stops right after (decision 018).

export const enqueueListingMatch = (tx: Database, jobs: Queue, data: ListingJob) =>
  jobs.send("alerts.listing", data, { db: tx });
