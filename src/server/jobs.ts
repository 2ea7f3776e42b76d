import type { JobQueue } from "./platform/jobs/queue";
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
] as const;

/** The app's job queue: only the kinds of work above can be sent or worked. */
export type AppJobQueue = JobQueue<(typeof APP_JOB_QUEUES)[number]>;
