import type { Sample } from "./measure";

/**
 * The targets (TARGET_SCORE, TARGET_LCP_MS, TARGET_JS_BYTES), and the looser limits CI enforces
 * so that noise does not fail a build. The targets are judged on each page's median run; the CI
 * score limit on its best run (decision 008): noise on these shared hosts only ever lengthens a
 * run, so the best run is the closest to what the page itself costs, and a page that really fell
 * below the limit does so in every run.
 */
const TARGET_SCORE = 95;
const TARGET_LCP_MS = 2000;
const TARGET_JS_BYTES = 150 * 1024;
export const FAIL_BELOW_SCORE = 80;
const FAIL_ABOVE_JS_BYTES = 170 * 1024;

export interface PageResult {
  page: string;
  samples: Sample[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median on its own: the three runs rarely agree on one "middle" run. */
export function medianSample(samples: Sample[]): Sample {
  const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
  return {
    score: of("score"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
    jsTransfer: of("jsTransfer"),
    jsGzip: of("jsGzip"),
    benchmarkIndex: of("benchmarkIndex"),
  };
}

/** The highest score among a page's runs. */
export function bestScore(samples: Sample[]): number {
  return Math.max(...samples.map((sample) => sample.score));
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Prints the table, the baseline (blank page) first, and returns the pages that break a CI limit
 * (empty when all pass). "vs blank" is a page's median score minus the blank page's: what the
 * page costs, with the host's share taken out.
 */
export function printReport(results: PageResult[], baseline: PageResult): string[] {
  const blank = medianSample(baseline.samples).score;
  const columns = [
    "page",
    "score",
    "vs blank",
    "best",
    "runs",
    "LCP",
    "TBT",
    "CLS",
    "JS wire",
    "JS gzip",
    "CPU index",
  ];
  const rows = [baseline, ...results].map(({ page, samples }) => {
    const m = medianSample(samples);
    return [
      page === baseline.page ? "blank page (baseline)" : page,
      String(m.score),
      page === baseline.page ? "" : String(m.score - blank),
      String(bestScore(samples)),
      samples.map((sample) => sample.score).join("/"),
      ms(m.lcp),
      ms(m.tbt),
      m.cls.toFixed(3),
      kB(m.jsTransfer),
      kB(m.jsGzip),
      String(Math.round(m.benchmarkIndex)),
    ];
  });
  const widths = columns.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ");
  console.info(
    "\nLighthouse, mobile preset, median of each page's runs (best: its best run's score)",
  );
  console.info(line(columns));
  for (const row of rows) console.info(line(row));

  const failures: string[] = [];
  const misses: string[] = [];
  for (const { page, samples } of results) {
    const m = medianSample(samples);
    const best = bestScore(samples);
    if (best < FAIL_BELOW_SCORE)
      failures.push(`${page}: best run's score ${best} < ${FAIL_BELOW_SCORE} (median ${m.score})`);
    else if (m.score < TARGET_SCORE)
      misses.push(`${page}: score ${m.score} < target ${TARGET_SCORE}`);
    if (m.lcp > TARGET_LCP_MS)
      misses.push(`${page}: LCP ${Math.round(m.lcp)} ms > target ${TARGET_LCP_MS} ms`);
    if (m.jsGzip > FAIL_ABOVE_JS_BYTES)
      failures.push(`${page}: JS ${kB(m.jsGzip)} > ${kB(FAIL_ABOVE_JS_BYTES)}`);
    else if (m.jsGzip > TARGET_JS_BYTES)
      misses.push(`${page}: JS ${kB(m.jsGzip)} > target ${kB(TARGET_JS_BYTES)}`);
  }
  for (const miss of misses) console.info(`below target (not failing): ${miss}`);
  if (blank < TARGET_SCORE)
    console.info(
      `the blank page's median is ${blank}, itself below the target ${TARGET_SCORE}: this host is too slow now to judge the target; the "vs blank" column is what the pages cost`,
    );
  for (const failure of failures) console.error(`FAIL ${failure}`);
  return failures;
}
