import type { AppDeps } from "../context";
import type { ListingJob } from "./alert-jobs";
import { matchListing } from "./match-listing.service";
import { sendSearchDigests } from "./search-digest.service";

/**
 * Daily and weekly saved-search digests go out in one morning run (07:30 UTC, after the
 * notices digest); a weekly search gets its digest on the first run of its week with news.
 */
const SEARCH_DIGEST_CRON = "30 7 * * *";

/** The saved-search alert workers (decision 021); every app instance runs them. */
export async function startAlertWorkers(deps: Pick<AppDeps, "db" | "jobs" | "mailer">) {
  const { jobs } = deps;
  await jobs.work<ListingJob>("alerts.listing", async (job) => {
    await matchListing(deps, job);
  });
  await jobs.work("alerts.digest", async () => {
    await sendSearchDigests(deps.db, deps.mailer, new Date());
  });
  await jobs.schedule("alerts.digest", SEARCH_DIGEST_CRON);
}
