import type { AppDeps } from "../context";
import { alertPriceDrop, alertRemoved } from "./saved-home-alerts.service";
import type { PriceDropJob, RemovedJob } from "./saved-home-jobs";

/** The saved-home alert workers: a price drop or a removal reaches who saved it. */
export async function startSavedHomeWorkers(deps: Pick<AppDeps, "db" | "jobs" | "mailer">) {
  const { jobs } = deps;
  await jobs.work<PriceDropJob>("alerts.price_drop", (job) => alertPriceDrop(deps, job));
  await jobs.work<RemovedJob>("alerts.removed", (job) => alertRemoved(deps, job));
}
