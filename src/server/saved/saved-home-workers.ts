import type { AppDeps } from "../context";
import { alertOpenHouse } from "./open-house-alert.service";
import { alertPriceDrop, alertRemoved, alertStatus } from "./saved-home-alerts.service";
import type { OpenHouseJob, PriceDropJob, RemovedJob, StatusJob } from "./saved-home-jobs";

/**
 * The saved-home alert workers: a price drop, change of stage, open house or removal reaches who
 * saved it.
 */
export async function startSavedHomeWorkers(deps: Pick<AppDeps, "db" | "jobs" | "mailer">) {
  const { jobs } = deps;
  await jobs.work<PriceDropJob>("alerts.price_drop", (job) => alertPriceDrop(deps, job));
  await jobs.work<StatusJob>("alerts.status", (job) => alertStatus(deps, job));
  await jobs.work<OpenHouseJob>("alerts.open_house", (job) => alertOpenHouse(deps, job));
  await jobs.work<RemovedJob>("alerts.removed", (job) => alertRemoved(deps, job));
}
