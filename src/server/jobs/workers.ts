import type { AppDeps } from "../context";
import { startMailWorker } from "../mail/mailer";

/** Starts this process's share of the background work; every app instance runs the same set. */
export async function startWorkers({ jobs, mailer }: Pick<AppDeps, "jobs" | "mailer">) {
  await startMailWorker(jobs, mailer);
}
