import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { makeTestVideo } from "../../tests/fixtures/make-video";
import { errorCount, type LoadResult, runLoad } from "./api-load";
import { type BenchServerReady, buildMix, CEILING_MIX, type MixRequest } from "./api-mix";
import { type PageSamples, pageTable, pageTargets, samplePages } from "./page-ttfb";
import { msFigure as ms, percentile } from "./stats";
import { throwawayDatabase } from "./throwaway-database";

/**
 * npm run bench:api [-- --seconds N] [--rows N] [--only postgres|pglite] [--skip-transcode]
 *   [--rate N] [--page-rate N]
 * Starts the production server (a child process, scripts/bench/api-server.ts) on a throwaway
 * PostgreSQL database (on DATABASE_URL's server, default the local one) and then on a fresh
 * PGlite folder, each with the demo content plus a synthetic catalogue, and drives the realistic
 * mix through it with autocannon: as fast as it goes, and on PostgreSQL at a fixed 300 req/s, then
 * again at that rate while the server transcodes a phone's 30 s 1080p HEVC reel (the two p95s
 * side by side show what a transcode costs the API).
 * Then the server-drawn pages (/, a search, a listing, and /about as their baseline) are
 * requested --page-rate times a second each (after `npm run build`) and timed to their first
 * byte: alone, and again during a second fixed-rate run of the mix.
 * A no-database route of the same process is the ceiling. Prints req/s, p50/p95/p99 and errors
 * per mode; exits non-zero when any request failed (the timings are printed, not judged: they
 * are noisy on a shared machine).
 */
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    rows: { type: "string", default: "10000" },
    connections: { type: "string", default: "10" },
    rate: { type: "string", default: "300" },
    "page-rate": { type: "string", default: "5" },
    only: { type: "string" },
    "skip-transcode": { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const fixedRate = Number(values.rate);
const pageRate = Number(values["page-rate"]);
const P95_TARGET_MS = 50;
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const started = performance.now();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface RunningServer {
  ready: BenchServerReady;
  base: string;
  stop(): Promise<void>;
}

async function startServer(databaseUrl: string | undefined): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-bench-api-"));
  const port = await freePort();
  const child: ChildProcess = fork(path.join(import.meta.dirname, "api-server.ts"), {
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? "",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      // Unexpected failures still reach the terminal; routine request logs do not.
      LOG_LEVEL: "warn",
      BENCH_ROWS: values.rows,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    child.once("message", (message) => resolve(message as BenchServerReady));
    child.once("exit", (code) => reject(new Error(`bench server exited early (code ${code})`)));
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ready,
    base: `http://127.0.0.1:${ready.port}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.send("stop");
        const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(force);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Row {
  name: string;
  result: LoadResult;
}
const rows: Row[] = [];

interface MeasureOptions {
  rate?: number;
  seconds?: number;
}

async function measure(
  name: string,
  base: string,
  mix: MixRequest[],
  options: MeasureOptions = {},
) {
  const result = await runLoad({
    url: base,
    mix,
    seconds: options.seconds ?? seconds,
    connections: options.rate ? 30 : connections,
    rate: options.rate,
  });
  rows.push({ name, result });
  return result;
}

type Mode = "postgres" | "pglite";

interface Prepared {
  mode: Mode;
  server: RunningServer;
  close(): Promise<void>;
}

/** A server of the given mode on its own fresh database, seeded and listening. */
async function prepare(mode: Mode): Promise<Prepared> {
  const database =
    mode === "postgres"
      ? await throwawayDatabase(serverUrl, { prefix: "hs_bench_api" })
      : undefined;
  const setupStarted = performance.now();
  const server = await startServer(database?.url).catch(async (error) => {
    await database?.drop();
    throw error;
  });
  const phases = Object.entries(server.ready.phases)
    .map(([name, took]) => `${name} ${(took / 1000).toFixed(1)} s`)
    .join(", ");
  console.info(
    `${mode}: ${server.ready.listings.toLocaleString("en-US")} listings, ready in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (${phases})`,
  );
  let closing: Promise<void> | undefined;
  return {
    mode,
    server,
    // Once only: after its turn, and again (a no-op) when the run ends.
    close: () => {
      closing ??= server.stop().then(() => database?.drop());
      return closing;
    },
  };
}

const notes: string[] = [];
const pages: { label: string; samples: PageSamples[] }[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads a phone's clip as the realtor and runs the fixed-rate mix once its transcode has
 * started; then waits for the reel and notes how long the whole took.
 */
async function measureDuringTranscode(mode: Mode, server: RunningServer, mix: MixRequest[]) {
  const clip = await makeTestVideo({
    container: "mov",
    codec: "hevc",
    width: 1080,
    height: 1920,
    seconds: 30,
    audio: true,
    phoneMetadata: true,
  });
  const headers = { cookie: server.ready.realtorCookie, origin: server.base };
  const form = new FormData();
  form.append("video", new File([readFileSync(clip)], "IMG_0001.MOV", { type: "video/quicktime" }));
  form.append("title", "Bench tour");
  const started = performance.now();
  const upload = await fetch(`${server.base}/api/manage/reels`, {
    method: "POST",
    body: form,
    headers,
  });
  if (upload.status !== 202) throw new Error(`reel upload failed: HTTP ${upload.status}`);
  const { id } = (await upload.json()) as { id: string };
  const state = async () =>
    (await (await fetch(`${server.base}/api/manage/reels/uploads/${id}`, { headers })).json()) as {
      status: string;
      progress: number;
    };
  while ((await state()).progress === 0) await sleep(100);
  await measure(`${mode}: mix at ${fixedRate} req/s, transcoding`, server.base, mix, {
    rate: fixedRate,
  });
  const busyThrough = (await state()).status === "processing";
  let final = await state();
  while (final.status === "processing") {
    await sleep(250);
    final = await state();
  }
  notes.push(
    `transcode of a 30 s 1080x1920 HEVC .mov (upload to published): ${final.status} after ${((performance.now() - started) / 1000).toFixed(1)} s; ${busyThrough ? "running through the whole measurement" : "FINISHED before the measurement did: that run is partly idle"}`,
  );
}

/**
 * The pages' time to first byte alone, then while the API carries its steady load: a run of its
 * own beside the plain fixed-rate one, whose API figures then show what drawing the pages costs
 * the API.
 */
async function measurePages(mode: Mode, server: RunningServer, mix: MixRequest[]) {
  const targets = pageTargets(server.ready.propertyIds);
  // Warm-up: the first page loads the build's server code.
  await samplePages(server.base, targets, { perSecond: pageRate, seconds: 1 });
  // Alone first: what drawing each page takes when it does not queue behind the API's load.
  pages.push({
    label: `${mode}: pages, ${pageRate} req/s each, alone`,
    samples: await samplePages(server.base, targets, { perSecond: pageRate, seconds }),
  });
  const name = `${mode}: mix at ${fixedRate} req/s + pages`;
  const [, samples] = await Promise.all([
    measure(name, server.base, mix, { rate: fixedRate }),
    samplePages(server.base, targets, { perSecond: pageRate, seconds }),
  ]);
  pages.push({ label: `${mode}: pages, ${pageRate} req/s each, during "${name}"`, samples });
}

async function benchMode({ mode, server }: Prepared) {
  const mix = buildMix(server.ready);
  // Warm-up: JIT, the database's caches, the pool's connections; not recorded.
  await runLoad({ url: server.base, mix, seconds: warmup, connections });
  await measure(`${mode}: mix, max rate`, server.base, mix);
  if (mode === "postgres") {
    await measure(`${mode}: mix at ${fixedRate} req/s`, server.base, mix, { rate: fixedRate });
    if (server.ready.pages) await measurePages(mode, server, mix);
    else notes.push("pages not measured: no production build (run npm run build first)");
    if (!values["skip-transcode"]) await measureDuringTranscode(mode, server, mix);
  }
  // The ceiling once, on the first server measured.
  if (!rows.some((row) => row.name.startsWith("ceiling"))) {
    // It varies little, so a shorter run keeps the whole benchmark within its time budget.
    const short = Math.min(seconds, 5);
    await runLoad({ url: server.base, mix: CEILING_MIX, seconds: 1, connections });
    await measure("ceiling: constant JSON, no database", server.base, CEILING_MIX, {
      seconds: short,
    });
  }
}

/** Other work on the machine skews every figure; say how busy it was. */
const machineLoad = () =>
  `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores`;
const errorsOf = errorCount;
const rateOf = (result: LoadResult) => result.latencies.length / result.seconds;

function report() {
  const ceiling = rows.find((row) => row.name.startsWith("ceiling"));
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  console.info(
    `\n${"mode".padEnd(width)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p99 ms".padStart(9)}${"errors".padStart(8)}${"/ceiling".padStart(10)}`,
  );
  for (const { name, result } of rows) {
    const ratio = ceiling
      ? `${((rateOf(result) / rateOf(ceiling.result)) * 100).toFixed(1)}%`
      : "-";
    console.info(
      `${name.padEnd(width)}${rateOf(result).toFixed(0).padStart(9)}${ms(percentile(result.latencies, 50)).padStart(9)}${ms(percentile(result.latencies, 95)).padStart(9)}${ms(percentile(result.latencies, 99)).padStart(9)}${String(errorsOf(result)).padStart(8)}${ratio.padStart(10)}`,
    );
    const kinds = [...result.byKind].filter(([kind]) => kind !== "ceiling");
    if (kinds.length > 0) {
      const detail = kinds
        .map(
          ([kind, samples]) => `${kind} ${samples.length} (p95 ${ms(percentile(samples, 95))} ms)`,
        )
        .join(", ");
      console.info(`${"".padEnd(width)}  ${detail}`);
    }
    if (errorsOf(result) > 0) {
      const statuses = [...result.non2xx].map(([status, n]) => `${n} x HTTP ${status}`);
      console.info(
        `${"".padEnd(width)}  errors: ${[...statuses, `${result.socketErrors} socket errors/timeouts`].join(", ")}`,
      );
    }
  }
  for (const { label, samples } of pages) {
    console.info(`\n${label}: time to first byte`);
    console.info(pageTable("page", samples).join("\n"));
  }
  const fixed = rows.find((row) => row.name.endsWith(`at ${fixedRate} req/s`));
  if (fixed) {
    const p95 = percentile(fixed.result.latencies, 95);
    console.info(
      `\nPostgreSQL at ${fixedRate} req/s: p95 ${ms(p95)} ms (target < ${P95_TARGET_MS} ms: ${p95 < P95_TARGET_MS ? "met" : "MISSED"}), ${errorsOf(fixed.result)} errors (target 0), ${rateOf(fixed.result).toFixed(0)} req/s achieved`,
    );
  }
  const transcoding = rows.find((row) => row.name.endsWith("transcoding"));
  if (fixed && transcoding) {
    console.info(
      `PostgreSQL at ${fixedRate} req/s while a reel is transcoded: p95 ${ms(percentile(transcoding.result.latencies, 95))} ms, beside ${ms(percentile(fixed.result.latencies, 95))} ms without`,
    );
  }
  for (const note of notes) console.info(note);
}

const modes = (["postgres", "pglite"] as const).filter(
  (mode) => !values.only || values.only === mode,
);
console.info(
  `API load benchmark: ${seconds} s per run after ${warmup} s of warm-up, ${connections} connections, mix 70% search / 20% detail / 10% signed-in dashboard; ${machineLoad()}`,
);
let failed = false;
// Both servers are prepared side by side (seeding is most of the run's time), then measured one
// at a time; a prepared server waiting for its turn is idle.
const preparing = await Promise.allSettled(modes.map((mode) => prepare(mode)));
const prepared = preparing.flatMap((outcome) =>
  outcome.status === "fulfilled" ? [outcome.value] : [],
);
try {
  for (const outcome of preparing) {
    if (outcome.status === "rejected") throw outcome.reason;
  }
  for (const each of prepared) {
    await benchMode(each);
    await each.close();
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await Promise.all(prepared.map((each) => each.close()));
}
report();
const pageErrors = pages
  .flatMap(({ samples }) => samples)
  .reduce((sum, { errors }) => sum + [...errors.values()].reduce((all, n) => all + n, 0), 0);
const totalErrors = rows.reduce((sum, row) => sum + errorsOf(row.result), pageErrors);
console.info(
  `\nbench:api finished in ${((performance.now() - started) / 1000).toFixed(0)} s with ${totalErrors} failed requests; ${machineLoad()}`,
);
process.exit(failed || totalErrors > 0 ? 1 : 0);
