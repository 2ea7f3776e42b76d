import { startAnalyticsPruning } from "./analytics/prune";
import { startAnnounceWorker } from "./blog/announce-post";
import type { AppDeps } from "./context";
import { startMarketRefresh } from "./markets/refresh-job";
import { sendDueDigests } from "./notifications/digest.service";
import { startMailWorker } from "./platform/mail/mailer";
import { startReelProcessingWorker } from "./reel-processing/worker";
import { startSavedHomeWorkers } from "./saved/saved-home-workers";
import { startAlertWorkers } from "./saved-searches/alert-workers";

/**
 * Once a day is enough for daily, weekly and monthly digests: each member gets theirs on the
 * first run of their period. 07:00 UTC lands in the morning for Europe and overnight for the US.
 */
const DIGEST_CRON = "0 7 * * *";

/** Starts this process's share of the background work; every app instance runs the same set. */
export async function startWorkers(
  deps: Pick<AppDeps, "db" | "database" | "jobs" | "mailer" | "storage" | "logger" | "env">,
) {
  const { db, jobs, mailer } = deps;
  await startMailWorker(jobs, mailer);
  await startAnnounceWorker(deps);
  await startAlertWorkers(deps);
  await startSavedHomeWorkers(deps);
  await startReelProcessingWorker(deps);
  await startAnalyticsPruning(deps);
  await startMarketRefresh(deps);
  await jobs.work("mail.digest", async () => {
    await sendDueDigests(db, mailer, new Date());
  });
  // pg-boss keeps one schedule per name and one instance enqueues each tick.
  await jobs.schedule("mail.digest", DIGEST_CRON);
}
