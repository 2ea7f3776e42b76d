import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * `npm run perf`: the host-dependent figures, each beside a baseline measured in the same run:
 * Lighthouse on the public pages (beside a blank page) and the API under load (beside a route
 * that touches no database). Timings here swing 2-3x with whatever else the machine is doing, so
 * nothing is gated: it prints the figures and what each tool would have flagged, and exits 0.
 * Run it alone, after `npm run build`, before putting figures in a note.
 */
if (!existsSync("dist/web")) spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
const flagged: string[] = [];
for (const script of ["lighthouse", "bench:api"]) {
  console.info(`\n::: npm run ${script}`);
  const result = spawnSync("npm", ["run", script, "--silent"], { stdio: "inherit" });
  if (result.status !== 0) flagged.push(script);
}
console.info(
  flagged.length > 0
    ? `\nperf: ${flagged.join(" and ")} flagged figures above (not a failure: nothing here gates)`
    : "\nperf: every figure within the tools' own limits",
);
