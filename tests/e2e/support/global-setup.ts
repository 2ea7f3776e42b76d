import { rmSync } from "node:fs";
import { RESULTS_DIR as A11Y_RESULTS_DIR } from "../a11y/results";

/**
 * Runs once before each Playwright run. The accessibility summary reads every result file, so an
 * earlier run's files must not count: a combination that fails to scan now shows as missing.
 */
export default function globalSetup(): void {
  rmSync(A11Y_RESULTS_DIR, { recursive: true, force: true });
}
