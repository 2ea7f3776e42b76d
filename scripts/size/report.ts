import {
  type FileFigure,
  JS_FAIL_ABOVE_BYTES,
  JS_TARGET_BYTES,
  MAP_TARGET_BYTES,
  type PageFigures,
  verdict,
} from "./figures";

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

const MARKS = {
  ok: "",
  "above target": " (above target)",
  over: " OVER THE LIMIT",
} as const;

const part = (file: FileFigure) => (file.map ? "map" : file.kind === "data" ? "data" : "js");
const ORDER = { js: 0, map: 1, data: 2 } as const;

/** A page's files one by one: its own scripts, then the map's, then data; with `why`, the chain that pulls each in. */
export function printFileTable(figures: PageFigures, why: boolean): void {
  const ended = figures.endedOn ? `, which sends it to ${figures.endedOn}` : "";
  console.info(`\n${figures.page} on a ${figures.viewport} (${figures.address}${ended})`);
  const files = [...figures.files].sort((a, b) => ORDER[part(a)] - ORDER[part(b)]);
  for (const file of files) {
    const row = `  ${part(file).padEnd(4)} ${file.file.padEnd(50)} ${kB(file.bytes).padStart(10)}`;
    console.info(why ? `${row}  ${file.why}` : row);
  }
  console.info(
    `  ${"JavaScript before interaction, the map apart".padEnd(55)} ${kB(figures.js).padStart(10)}`,
  );
  if (figures.map > 0)
    console.info(`  ${"map code + data".padEnd(55)} ${kB(figures.map).padStart(10)}`);
  if (figures.data > 0)
    console.info(`  ${"other data".padEnd(55)} ${kB(figures.data).padStart(10)}`);
  if (why) console.info("  (→ static import, ⇢ dynamic import, ⤳ fetched at run time by URL)");
}

/**
 * The summary: each page's JavaScript per screen against the budget, then the map's share where
 * a page loads it. Returns whether any page fails (over the limit, or with forbidden code).
 */
export function printSummary(
  results: readonly PageFigures[],
  viewports: readonly string[],
): boolean {
  let failed = false;
  console.info(
    `\nJavaScript per public page before interaction, the map apart (gzip -9; target ${kB(JS_TARGET_BYTES)}, limit ${kB(JS_FAIL_ABOVE_BYTES)})`,
  );
  console.info(`  ${"page".padEnd(24)}${viewports.map((name) => name.padStart(12)).join("")}`);
  const pages = [...new Set(results.map((result) => result.page))];
  for (const page of pages) {
    const row = viewports.map((viewport) =>
      results.find((result) => result.page === page && result.viewport === viewport),
    );
    const marks = new Set<string>();
    for (const figures of row) {
      if (!figures) continue;
      const mark = verdict(figures.js);
      failed ||= mark === "over";
      if (mark !== "ok") marks.add(`${figures.viewport}${MARKS[mark]}`);
      if (!figures.settled) marks.add(`${figures.viewport}: network never went quiet`);
      if (figures.endedOn) marks.add(`${figures.viewport}: ends on ${figures.endedOn}`);
    }
    const cells = row.map((figures) => (figures ? kB(figures.js) : "-").padStart(12)).join("");
    console.info(`  ${page.padEnd(24)}${cells}${marks.size ? `  ${[...marks].join("; ")}` : ""}`);
  }

  const withMap = results.filter((figures) => figures.map > 0);
  if (withMap.length > 0) {
    console.info(
      `\nMap code + data, loaded by the page itself (target ${kB(MAP_TARGET_BYTES)}, not gated)`,
    );
    for (const figures of withMap) {
      const over = figures.map > MAP_TARGET_BYTES ? "  above target" : "";
      console.info(
        `  ${figures.page} on a ${figures.viewport}: JavaScript before the map ${kB(figures.js)}, map code + data ${kB(figures.map)} (${mapSplit(figures)})${over}`,
      );
      console.info(`    ${mapTiming(figures)}`);
    }
  }
  for (const figures of results.filter((result) => result.forbidden.length > 0)) {
    console.error(`\nAdmin or dashboard code loads with ${figures.page} on a ${figures.viewport}:`);
    for (const source of figures.forbidden) console.error(`  ${source}`);
    failed = true;
  }
  return failed;
}

const at = (ms: number | undefined) => `${((ms ?? 0) / 1000).toFixed(1)} s`;

/** When the map started against the page's own scripts: for orientation only (hosts vary 2-3x). */
function mapTiming(figures: PageFigures): string {
  const first = (files: FileFigure[]) => Math.min(...files.map((file) => file.requestedAt ?? 0));
  const last = (files: FileFigure[]) => Math.max(...files.map((file) => file.requestedAt ?? 0));
  const own = figures.files.filter((file) => file.kind === "script" && !file.map);
  const map = figures.files.filter((file) => file.map);
  return `map asked for from ${at(first(map))} to ${at(last(map))}; the page's own scripts by ${at(last(own))}, load event at ${at(figures.loadAt)} (timings on this host)`;
}

function mapSplit(figures: PageFigures): string {
  const bytes = (kind: FileFigure["kind"]) =>
    figures.files
      .filter((file) => file.map && file.kind === kind)
      .reduce((sum, file) => sum + file.bytes, 0);
  return `code ${kB(bytes("script"))}, data ${kB(bytes("data"))}`;
}
