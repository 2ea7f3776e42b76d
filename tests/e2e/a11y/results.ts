import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { PageAudience } from "../../../src/shared/page-routes";
import type { Finding } from "./scan";

/** One file per scan, named by what it covered, so the workers never write the same file. */
export const RESULTS_DIR = path.resolve(process.env.A11Y_RESULTS_DIR ?? ".tmp/a11y-results");

export interface ScanResult {
  screen: string;
  audience: PageAudience;
  theme: "light" | "dark";
  viewport: "desktop" | "mobile";
  signedIn: boolean;
  /** What was open on the screen (a dialog, a menu), if anything. */
  overlay?: string;
  /** The journey whose landing it was. */
  journey: string;
  url: string;
  findings: Finding[];
}

/** The one name of a (screen, overlay, theme, viewport, signed-in) combination, usable as a file name. */
export function scanKey(
  parts: Pick<ScanResult, "screen" | "theme" | "viewport" | "signedIn" | "overlay">,
) {
  const who = parts.signedIn ? "member" : "visitor";
  const key = `${parts.screen} ${parts.overlay ?? ""} ${parts.theme} ${parts.viewport} ${who}`;
  return key.replace(/[^\w.-]+/g, "_");
}

/**
 * Claims a combination for this worker: true the first time in a run, false ever after, across
 * workers (an exclusive create of its file).
 */
export function claim(key: string): boolean {
  mkdirSync(path.join(RESULTS_DIR, "claims"), { recursive: true });
  try {
    closeSync(openSync(path.join(RESULTS_DIR, "claims", key), "wx"));
    return true;
  } catch {
    return false;
  }
}

/** Whether a combination was claimed already in this run. */
export function isClaimed(key: string): boolean {
  return existsSync(path.join(RESULTS_DIR, "claims", key));
}

/** Gives a combination back, for a scan that could not finish. */
export function release(key: string): void {
  rmSync(path.join(RESULTS_DIR, "claims", key), { force: true });
}

export function writeScanResult(result: ScanResult): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${scanKey(result)}.json`), JSON.stringify(result, null, 2));
}

export function readScanResults(): ScanResult[] {
  let files: string[];
  try {
    files = readdirSync(RESULTS_DIR).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(RESULTS_DIR, file), "utf8")) as ScanResult);
}
