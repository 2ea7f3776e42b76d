/** Percentile of sorted-or-not samples (nearest-rank). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function fmtMs(ms: number): string {
  return `${msFigure(ms)} ms`;
}

/** Times `fn` `iterations` times after a few warm-up calls; returns the samples in ms. */
export async function timeIt(
  fn: (i: number) => Promise<void>,
  iterations: number,
  warmup = 5,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

/** A table's figure in ms: two decimals below 10, one above, "-" when there were no samples. */
export function msFigure(value: number): string {
  return Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : "-";
}
