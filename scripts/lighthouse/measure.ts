import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";

/** One Lighthouse run's figures for a page. Times in milliseconds, sizes in bytes. */
export interface Sample {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script bytes over the wire as Chromium received them (brotli here, headers included). */
  jsTransfer: number;
  /** The same scripts gzipped at level 9, the figure the 100 kB budget is written in. */
  jsGzip: number;
  /**
   * Lighthouse's CPU benchmark of this machine at the time of the run. The mobile preset slows
   * the observed CPU work down 4x, so a busy machine (a low index) lowers TBT and LCP scores.
   */
  benchmarkIndex: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** gzip -9 size of a same-origin script, read from the build it was served from. */
function gzipOfServedFile(url: string, origin: string, webRoot: string): number {
  const { pathname } = new URL(url);
  if (!url.startsWith(origin)) throw new Error(`A third-party script loaded: ${url}`);
  return gzipSync(readFileSync(path.join(webRoot, "client", pathname)), { level: 9 }).length;
}

/**
 * Lighthouse's default configuration is the mobile preset: a Moto G Power sized screen, slow 4G
 * and a 4x CPU slowdown, simulated from the observed trace. Only the performance category runs.
 */
export async function measure(url: string, chromePort: number, webRoot: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${url}: no figure for audit ${id}`);
    return value;
  };
  const details = lhr.audits["network-requests"]?.details as
    | { items?: NetworkRequest[] }
    | undefined;
  const scripts = (details?.items ?? []).filter((request) => request.resourceType === "Script");
  const origin = new URL(url).origin;
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`${url}: no performance score`);
  return {
    score: Math.round(score * 100),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsTransfer: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsGzip: scripts.reduce((sum, r) => sum + gzipOfServedFile(r.url, origin, webRoot), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
