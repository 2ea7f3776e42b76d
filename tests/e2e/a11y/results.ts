import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Finding } from "./scan";

/** One file per combination and part, so the two workers never write the same file. */
export const RESULTS_DIR = path.resolve(process.env.A11Y_RESULTS_DIR ?? ".tmp/a11y-results");

export interface CombinationResult {
  combination: string;
  /** Which share of the combination's routes a test scanned ("site" or "back office"). */
  part: string;
  pages: number;
  overlays: number;
  seconds: number;
  findings: Finding[];
}

export function writeCombinationResult(result: CombinationResult): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = `${`${result.combination} ${result.part}`.replaceAll(" ", "-")}.json`;
  writeFileSync(path.join(RESULTS_DIR, file), JSON.stringify(result, null, 2));
}

/** Every combination's figures, its parts added together. */
export function readCombinationResults(): Omit<CombinationResult, "part">[] {
  let files: string[];
  try {
    files = readdirSync(RESULTS_DIR).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  const combined = new Map<string, Omit<CombinationResult, "part">>();
  for (const file of files.sort()) {
    const result = JSON.parse(
      readFileSync(path.join(RESULTS_DIR, file), "utf8"),
    ) as CombinationResult;
    const sum = combined.get(result.combination);
    combined.set(result.combination, {
      combination: result.combination,
      pages: (sum?.pages ?? 0) + result.pages,
      overlays: (sum?.overlays ?? 0) + result.overlays,
      seconds: (sum?.seconds ?? 0) + result.seconds,
      findings: [...(sum?.findings ?? []), ...result.findings],
    });
  }
  return [...combined.values()];
}
