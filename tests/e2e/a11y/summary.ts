import { readScanResults, type ScanResult } from "./results";
import { formatFindings } from "./scan";
import { requiredScreens } from "./screens";

/**
 * The accessibility coverage report of a journey run: every screen with the scans that covered it
 * (theme, viewport, visitor or member) and the journey that landed there. Exits non-zero when a
 * public or member screen went unscanned, a member screen was only seen signed out, or any scan
 * found a serious or critical violation.
 */
const results = readScanResults();
const byScreen = new Map<string, ScanResult[]>();
for (const result of results) {
  byScreen.set(result.screen, [...(byScreen.get(result.screen) ?? []), result]);
}

const describe = (result: ScanResult) =>
  `${result.theme}/${result.viewport}/${result.signedIn ? "member" : "visitor"}${
    result.overlays.length > 0 ? ` +${result.overlays.length}` : ""
  }`;
for (const [screen, scans] of [...byScreen].sort(([a], [b]) => a.localeCompare(b))) {
  const audience = scans[0]?.audience ?? "";
  console.info(`${screen.padEnd(34)} ${audience.padEnd(7)} ${scans.map(describe).join(", ")}`);
}

const missing = requiredScreens().filter((screen) => {
  const scans = byScreen.get(screen.key) ?? [];
  return screen.audience === "member" ? !scans.some((scan) => scan.signedIn) : scans.length === 0;
});
const findings = results.flatMap((result) => result.findings);
const overlays = results.reduce((sum, result) => sum + result.overlays.length, 0);
console.info(
  `accessibility: ${results.length} scans (+${overlays} overlays) of ${byScreen.size} screens, ${findings.length} serious/critical WCAG 2.2 AA violations`,
);
if (missing.length > 0) {
  console.error(`screens no journey landed on: ${missing.map((screen) => screen.key).join(", ")}`);
  process.exitCode = 1;
}
if (findings.length > 0) {
  console.error(formatFindings(findings));
  process.exitCode = 1;
}
