import type { Database } from "../platform/db/client";
import type { JobQueue } from "../platform/jobs/queue";

/** alerts.listing: a listing was created or edited; find the saved searches it now matches. */
export interface ListingJob {
  propertyId: string;
}

type Queue = Pick<JobQueue, "send">;

// Enqueued in the transaction of the write that causes it: no write, no alert, and a committed
// write always gets its alert even if the process stops right after (decision 018).

export const enqueueListingMatch = (tx: Database, jobs: Queue, data: ListingJob) =>
  jobs.send("alerts.listing", data, { db: tx });
