import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * `npm run perf`: the host-dependent figures, each beside a baseline measured in the same run:
 * Lighthouse on the public pages (beside a blank page), the API under load and the server-drawn
 * pages' time to first byte (beside a route that touches no database), and the browser journeys:
 * the reels' timings and Interaction to Next Paint on a slow CPU (each beside a bare page).
 * Timings here swing 2-3x with whatever else the machine is doing, so nothing is gated: it prints
 * the figures and what each tool would have flagged, and exits 0.
 * Run it alone, after `npm run build`, before putting figures in a note.
 */
if (!existsSync("dist/web")) spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
const flagged: string[] = [];
const steps: [name: string, command: string[]][] = [
  ["lighthouse", ["npm", "run", "lighthouse", "--silent"]],
  ["bench:api", ["npm", "run", "bench:api", "--silent"]],
  // The first reel's time to moving pictures and a dot's switch; four interactions' INP.
  ["browser timings", ["npx", "playwright", "test", "--project=performance", "--no-deps"]],
];
for (const [name, [command = "npm", ...args]] of steps) {
  console.info(`\n::: ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) flagged.push(name);
}
console.info(
  flagged.length > 0
    ? `\nperf: ${flagged.join(" and ")} flagged figures above (not a failure: nothing here gates)`
    : "\nperf: every figure within the tools' own limits",
);
