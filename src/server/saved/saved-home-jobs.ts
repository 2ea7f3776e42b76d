import type { Database } from "../platform/db/client";
import type { JobQueue } from "../platform/jobs/queue";

/** alerts.price_drop: a listing's price fell; its savers hear about it. */
export interface PriceDropJob {
  propertyId: string;
  oldPrice: number;
  newPrice: number;
}

/**
 * alerts.removed: a listing was deleted. It carries what the alert says and who saved it, read
 * before the delete, because the listing and its saves are gone when the job runs.
 */
export interface RemovedJob {
  propertyId: string;
  title: string;
  price: number;
  saverIds: string[];
}

/** alerts.status: a saved home went under contract, came back, or closed; its savers hear. */
export interface StatusJob {
  propertyId: string;
  /** The status change's row: the alert tells of that change, and only while it is the last. */
  changeId: string;
}

/** alerts.open_house: an open house of a saved home was scheduled; its savers hear. */
export interface OpenHouseJob {
  propertyId: string;
  /** The alert tells of that open house, and only while it is still on. */
  openHouseId: string;
}

type Queue = Pick<JobQueue, "send">;

// Each is enqueued in the transaction of the write that causes it: no write, no alert, and a
// committed write always gets its alert even if the process stops right after (decision 018).

/** Call when a listing's price falls (not when it rises or stays). */
export const enqueuePriceDrop = (tx: Database, jobs: Queue, data: PriceDropJob) =>
  jobs.send("alerts.price_drop", data, { db: tx });

export const enqueueRemoved = (tx: Database, jobs: Queue, data: RemovedJob) =>
  jobs.send("alerts.removed", data, { db: tx });

export const enqueueOpenHouseAlert = (tx: Database, jobs: Queue, data: OpenHouseJob) =>
  jobs.send("alerts.open_house", data, { db: tx });

export const enqueueStatusAlert = (tx: Database, jobs: Queue, data: StatusJob) =>
  jobs.send("alerts.status", data, { db: tx });
