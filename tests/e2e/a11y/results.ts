import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Finding } from "./scan";

/** One file per combination, so the two workers never write the same file. */
export const RESULTS_DIR = path.resolve(process.env.A11Y_RESULTS_DIR ?? ".tmp/a11y-results");

export interface CombinationResult {
  combination: string;
  pages: number;
  overlays: number;
  seconds: number;
  findings: Finding[];
}

export function writeCombinationResult(result: CombinationResult): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = `${result.combination.replaceAll(" ", "-")}.json`;
  writeFileSync(path.join(RESULTS_DIR, file), JSON.stringify(result, null, 2));
}

export function readCombinationResults(): CombinationResult[] {
  let files: string[];
  try {
    files = readdirSync(RESULTS_DIR).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .sort()
    .map(
      (file) => JSON.parse(readFileSync(path.join(RESULTS_DIR, file), "utf8")) as CombinationResult,
    );
}
