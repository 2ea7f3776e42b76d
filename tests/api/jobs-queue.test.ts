import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_JOB_QUEUES } from "../../src/server/jobs";
import type { DatabaseHandle } from "../../src/server/platform/db/client";
import { createLogger } from "../../src/server/platform/http/logger";
import { type JobQueue, startJobQueue } from "../../src/server/platform/jobs/queue";
import { openTestDatabase } from "../setup/database";

const logger = createLogger("silent");
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Resolves once `done` holds, checking every 100 ms, or fails after `ms`. */
async function until(done: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the job queue", () => {
  it("keeps a job across a restart and runs it in the next process", async () => {
    const first = await startJobQueue(database, logger, APP_JOB_QUEUES);
    await first.send("mail.send", { n: "survivor" });
    await first.stop();

    const ran: string[] = [];
    const second = await startJobQueue(database, logger, APP_JOB_QUEUES);
    await second.work<{ n: string }>("mail.send", async ({ n }) => {
      ran.push(n);
    });
    await until(() => ran.includes("survivor"));
    expect(await second.counts()).toMatchObject({ queued: 0 });
    await second.stop();
  });

  it("retries a failing job and counts it", async () => {
    const queue = await startJobQueue(database, logger, APP_JOB_QUEUES);
    let attempts = 0;
    await queue.work("mail.send", async () => {
      attempts += 1;
      throw new Error("the mail server is down");
    });
    await queue.send("mail.send", { n: "doomed" });
    await until(() => attempts >= 1);
    // Recorded as a retry for later (counted as queued), not lost and not done.
    let counts = await queue.counts();
    for (let tries = 0; counts.queued === 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      counts = await queue.counts();
    }
    expect(counts).toMatchObject({ queued: 1, done: 1 });
    expect(attempts).toBe(1);
    await queue.stop();
  });

  // Two app instances are two queues with their own connections to one PostgreSQL.
  it.runIf(onPostgres)("runs each job once when two instances share PostgreSQL", async () => {
    const instances: JobQueue[] = [
      await startJobQueue(database, logger, APP_JOB_QUEUES),
      await startJobQueue(database, logger, APP_JOB_QUEUES),
    ];
    const runs = new Map<number, number>();
    for (const queue of instances)
      await queue.work<{ n: number }>("mail.send", async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    const [sender] = instances;
    for (let n = 0; n < 40; n += 1) await sender?.send("mail.send", { n });
    await until(() => runs.size === 40);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(40);
    for (const queue of instances) await queue.stop();
  });
});
