import { startAnnounceWorker } from "../blog/announce-post";
import type { AppDeps } from "../context";
import { startMailWorker } from "../mail/mailer";

/** Starts this process's share of the background work; every app instance runs the same set. */
export async function startWorkers(deps: Pick<AppDeps, "jobs" | "mailer" | "db">) {
  await startMailWorker(deps.jobs, deps.mailer);
  await startAnnounceWorker(deps);
}
