import { CITIES } from "./catalogue";
import { msFigure, percentile } from "./stats";

/** A server-drawn page and the addresses it is requested at, in turn. */
export interface PageTarget {
  name: string;
  paths: string[];
}

/**
 * The pages sampled beside the API: a light page (the baseline: the app's shell and little
 * else), the home page, searches as a visitor types them (a city of the synthetic catalogue and
 * a price range) and listings' pages (the ids the detail requests open).
 */
export function pageTargets(propertyIds: string[], searches = 40): PageTarget[] {
  const search = Array.from({ length: searches }, (_, i) => {
    const low = 200_000 + (i % 5) * 100_000;
    const query = new URLSearchParams({
      q: CITIES[i % CITIES.length] as string,
      minPrice: String(low),
      maxPrice: String(low + 400_000),
    });
    return `/search?${query}`;
  });
  return [
    { name: "GET /about (light page, baseline)", paths: ["/about"] },
    { name: "GET /", paths: ["/"] },
    { name: "GET /search?q=city&minPrice&maxPrice", paths: search },
    { name: "GET /property/:id", paths: propertyIds.map((id) => `/property/${id}`) },
  ];
}

export interface PageSamples {
  target: PageTarget;
  /** Time to first byte (until the response's headers arrived) of each 2xx answer, in ms. */
  ttfb: number[];
  /** Answers that were not 2xx, and requests that failed, by status ("network" for those). */
  errors: Map<string, number>;
}

/**
 * Requests each page `perSecond` times a second for `seconds`, open loop (a slow answer does not
 * delay the next request), and times each until its headers arrive; the bodies are read to the
 * end, as a browser would, so connections are reused. Meant to run beside the API's load.
 */
export async function samplePages(
  base: string,
  targets: PageTarget[],
  { perSecond, seconds }: { perSecond: number; seconds: number },
): Promise<PageSamples[]> {
  const results = targets.map((target) => ({ target, ttfb: [] as number[], errors: new Map() }));
  const pending: Promise<void>[] = [];
  const countError = (samples: PageSamples, key: string) =>
    samples.errors.set(key, (samples.errors.get(key) ?? 0) + 1);
  const request = async (samples: PageSamples, path: string) => {
    const started = performance.now();
    try {
      const response = await fetch(`${base}${path}`, {
        headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html" },
        redirect: "manual",
      });
      const ttfb = performance.now() - started;
      await response.arrayBuffer();
      if (response.ok) samples.ttfb.push(ttfb);
      else countError(samples, `HTTP ${response.status}`);
    } catch {
      countError(samples, "network");
    }
  };
  const ticks = Math.round(perSecond * seconds);
  for (let tick = 0; tick < ticks; tick++) {
    for (const samples of results) {
      const { paths } = samples.target;
      pending.push(request(samples, paths[tick % paths.length] as string));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  await Promise.all(pending);
  return results;
}

/** The pages' table, in the style of the API's: one row per page. */
export function pageTable(label: string, samples: PageSamples[]): string[] {
  const width = Math.max(...samples.map((each) => each.target.name.length)) + 2;
  return [
    `${label.padEnd(width)}${"answers".padStart(9)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}${"p99 ms".padStart(9)}${"errors".padStart(8)}`,
    ...samples.map(({ target, ttfb, errors }) => {
      const failed = [...errors.values()].reduce((sum, n) => sum + n, 0);
      const detail = [...errors].map(([what, n]) => `${n} x ${what}`).join(", ");
      return `${target.name.padEnd(width)}${String(ttfb.length).padStart(9)}${[50, 95, 99].map((p) => msFigure(percentile(ttfb, p)).padStart(9)).join("")}${String(failed).padStart(8)}${detail ? `  (${detail})` : ""}`;
    }),
  ];
}
