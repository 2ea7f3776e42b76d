import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database, DatabaseHandle } from "../db/client";
import { rawRows } from "../db/raw-rows";
import type { Logger } from "../http/logger";

interface JobCounts {
  queued: number;
  active: number;
  failed: number;
  done: number;
}

export interface SendJobOptions {
  /** The transaction of the event that causes the job: it is enqueued only if that commits. */
  db?: Database;
  /** At most one job with this key waits at a time (a digest per member and period); on a
   * "stately" queue also at most one runs. */
  singletonKey?: string;
  startAfter?: Date;
  /** Higher runs first among waiting jobs of the kind (default 0). */
  priority?: number;
}

export interface WorkOptions {
  /** Jobs one worker claims at a time (20 unless set): 1 for long work such as a transcode. */
  batchSize?: number;
  /** Workers this process runs for the kind: how many of its jobs run here at once. */
  workers?: number;
}

/** How a kind of work is retried and how long one job may run before it counts as lost. */
export interface QueuePolicy {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job still active this long after it started is failed and retried (a crashed worker). */
  expireInSeconds?: number;
  /** "stately": at most one job per singletonKey waits and one runs, whatever the servers. */
  policy?: "standard" | "stately";
}

/** The queue of the kinds of work named `Name`: the app names them when it starts the queue. */
export interface JobQueue<Name extends string = string> {
  send(name: Name, data: object, options?: SendJobOptions): Promise<void>;
  /** Enqueues many jobs of one kind in one statement (a batch of digests), in `db` if given. */
  sendMany(name: Name, data: object[], options?: Pick<SendJobOptions, "db">): Promise<void>;
  /**
   * Runs `handler` for each job of `name`; a throw retries the job with backoff. The signal aborts
   * when the queue stops, so long work can end at once and be retried by the next process.
   */
  work<T extends object>(
    name: Name,
    handler: (data: T, signal: AbortSignal) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>;
  /** Runs `name` on a cron schedule; one instance enqueues it even when several run. */
  schedule(name: Name, cron: string): Promise<void>;
  counts(): Promise<JobCounts>;
  stop(): Promise<void>;
}

/** Retried three times, after about 30 s, 1 min and 2 min, then kept as failed for two weeks. */
const RETRY = { retryLimit: 3, retryDelay: 30, retryBackoff: true };
const POLL_SECONDS = 1;
/** Jobs one worker claims per poll: it waits a poll interval between claims even when busy. */
const BATCH_SIZE = 20;

/**
 * pg-boss's adapter for a statement run inside a Drizzle transaction: its $1 placeholders become
 * Drizzle parameters, so the job row commits or rolls back with the event that caused it.
 */
function inTransaction(db: Database): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        // An unset option is undefined, which a Drizzle template drops: it must be SQL null.
        .map((part, index) =>
          index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
        );
      return { rows: await rawRows<unknown>(db, sql.join(chunks, sql.raw(""))) };
    },
  };
}

/**
 * The durable job queue (decision 018): pg-boss in the application's own database, so a job
 * survives a restart and, with SKIP LOCKED, runs once however many app instances poll it.
 */
export async function startJobQueue<Name extends string>(
  database: DatabaseHandle,
  logger: Logger,
  names: readonly Name[],
  policies: Partial<Record<Name, QueuePolicy>> = {},
): Promise<JobQueue<Name>> {
  const connection = database.queueConnection;
  const boss = new PgBoss({
    ...("url" in connection
      ? { connectionString: connection.url, max: 3 }
      : {
          db: {
            executeSql: (text: string, values: unknown[]) => connection.executeSql(text, values),
          },
        }),
    ...RETRY,
    retentionDays: 14,
    deleteAfterDays: 14,
  });
  boss.on("error", (error) => logger.error("job queue error", { error: String(error) }));
  await boss.start();
  for (const name of names) {
    const policy = { name, ...RETRY, ...policies[name] };
    await boss.createQueue(name, policy);
    // createQueue leaves an existing queue as it was: a changed policy is applied to it here.
    await boss.updateQueue(name, policy);
  }
  const workers = new Map<Name, string>();
  const stopping = new AbortController();
  return {
    send: async (name, data, { db, singletonKey, startAfter, priority } = {}) => {
      await boss.send(name, data, {
        ...(db ? { db: inTransaction(db) } : {}),
        ...(singletonKey ? { singletonKey } : {}),
        ...(startAfter ? { startAfter } : {}),
        ...(priority ? { priority } : {}),
      });
      // Committed already: this process's worker takes it now rather than at its next poll.
      const worker = workers.get(name);
      if (!db && !startAfter && worker) boss.notifyWorker(worker);
    },
    sendMany: async (name, data, { db } = {}) => {
      if (data.length === 0) return;
      await boss.insert(
        data.map((item) => ({ name, data: item })),
        db ? { db: inTransaction(db) } : {},
      );
    },
    work: async (name, handler, { batchSize = BATCH_SIZE, workers: count = 1 } = {}) => {
      const options = { pollingIntervalSeconds: POLL_SECONDS, batchSize };
      for (let worker = 0; worker < count; worker++) {
        const id = await boss.work<never>(name, options, async (jobs) => {
          // One failure must not fail the batch: the others are done (an e-mail already sent
          // would go twice), so each failure is recorded on its own job and the rest complete.
          for (const job of jobs)
            await handler(job.data, stopping.signal).catch((error: unknown) =>
              boss.fail(name, job.id, { message: String(error) }),
            );
        });
        workers.set(name, id);
      }
    },
    schedule: (name, cron) => boss.schedule(name, cron, {}, { tz: "UTC" }),
    counts: async () => {
      const states = await boss.getDb().executeSql(
        `select state, count(*)::int as n from pgboss.job group by state
         union all select state, count(*)::int from pgboss.archive group by state`,
        [],
      );
      const count = (...names: string[]) =>
        (states.rows as { state: string; n: number }[])
          .filter((row) => names.includes(row.state))
          .reduce((sum, row) => sum + Number(row.n), 0);
      return {
        queued: count("created", "retry"),
        active: count("active"),
        failed: count("failed"),
        done: count("completed"),
      };
    },
    stop: () => {
      stopping.abort(new Error("The job queue is stopping"));
      return boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
}
