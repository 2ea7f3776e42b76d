import type { JobQueue, QueuePolicy } from "./platform/jobs/queue";
import { MAIL_QUEUE } from "./platform/mail/mailer";

/** Every kind of background work the app runs; the queue creates each one at start-up. */
export const APP_JOB_QUEUES = [
  MAIL_QUEUE,
  "mail.digest",
  "blog.announce",
  // A saved search's new match and digest (saved-searches/alert-jobs.ts), a saved home's price
  // drop, change of status, open house or removal (saved/saved-home-jobs.ts).
  "alerts.listing",
  "alerts.price_drop",
  "alerts.status",
  "alerts.open_house",
  "alerts.removed",
  "alerts.digest",
  // An uploaded video transcoded into a reel's renditions (reel-processing/).
  "reels.transcode",
  // Daily: drops the past days' visitor hashes and salts and counts older than any report.
  "analytics.prune",
  // Daily: rebuilds the market pages' figures from the catalogue (markets/refresh.service.ts).
  "markets.refresh",
] as const;

type AppJobName = (typeof APP_JOB_QUEUES)[number];

/**
 * Kinds of work that differ from the default retries. A transcode is long and its failures are
 * mostly a stopped server: retried soon, and counted as lost only well after the longest video
 * could have finished on a busy host. One job per upload or reel runs at a time, so two servers
 * never write the same renditions.
 */
export const APP_JOB_POLICIES: Partial<Record<AppJobName, QueuePolicy>> = {
  "reels.transcode": {
    policy: "stately",
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: false,
    expireInSeconds: 30 * 60,
  },
};

/** The app's job queue: only the kinds of work above can be sent or worked. */
export type AppJobQueue = JobQueue<AppJobName>;
