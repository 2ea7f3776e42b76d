import { RESULTS_DIR, readCombinationResults } from "./results";

/**
 * Prints the accessibility pass's figures (written by axe.spec.ts, one file per combination):
 * pages and overlays scanned per combination and the serious/critical violations. Exits non-zero
 * when a combination is missing (a test that died before scanning) or found anything.
 */
const EXPECTED_COMBINATIONS = 4 * 2 * 2;
const results = readCombinationResults();
let pages = 0;
let overlays = 0;
let findings = 0;
for (const result of results) {
  pages += result.pages;
  overlays += result.overlays;
  findings += result.findings.length;
  console.info(
    `${result.combination.padEnd(26)} ${String(result.pages).padStart(3)} pages ${String(result.overlays).padStart(2)} overlays ${result.seconds.toFixed(1).padStart(6)} s ${result.findings.length} serious/critical`,
  );
}
console.info(
  `accessibility: ${pages} page scans + ${overlays} overlay scans over ${results.length}/${EXPECTED_COMBINATIONS} combinations (visitor x viewport x theme), ${findings} serious/critical WCAG 2.2 AA violations`,
);
if (results.length < EXPECTED_COMBINATIONS) {
  console.error(`missing combinations in ${RESULTS_DIR}`);
  process.exitCode = 1;
}
if (findings > 0) process.exitCode = 1;
