import { readFileSync } from "node:fs";

/**
 * Waits until this machine's CPUs are mostly idle, for `maxMs` at most, and says how long it
 * waited. Lighthouse slows the observed main-thread work down 4x, so whatever else is running
 * (the browser journeys CI runs just before, a build finishing) shows up as blocking time.
 * The load average is no guide here: it counts processes waiting on the disk and trails the
 * real load by minutes. Reads /proc/stat, so on a machine without it this returns at once.
 */
export async function waitForQuietCpu({ idleShare = 0.85, maxMs = 30_000 } = {}): Promise<string> {
  const started = performance.now();
  let previous = cpuTimes();
  if (!previous) return "no /proc/stat: did not wait for a quiet CPU";
  let idle = 0;
  while (performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const current = cpuTimes();
    if (!current) break;
    const total = current.total - previous.total;
    idle = total > 0 ? (current.idle - previous.idle) / total : 1;
    previous = current;
    if (idle >= idleShare) break;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  return `CPU ${Math.round(idle * 100)}% idle after ${seconds} s of waiting`;
}

/** Jiffies since boot over all CPUs: idle (idle + iowait) and total. */
function cpuTimes(): { idle: number; total: number } | undefined {
  let line: string | undefined;
  try {
    line = readFileSync("/proc/stat", "utf8").split("\n")[0];
  } catch {
    return undefined;
  }
  const fields = line?.split(/\s+/).slice(1).map(Number) ?? [];
  if (fields.length < 5) return undefined;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, ...rest] = fields;
  const total = user + nice + system + idle + iowait + rest.reduce((sum, n) => sum + n, 0);
  return { idle: idle + iowait, total };
}
