/**
 * `npm run size` (after `npm run build`): the JavaScript each public page makes a browser fetch
 * before anyone touches it, per screen, gzipped, against the budget. It starts the production
 * build with demo content on a fresh embedded database (scripts/lighthouse/server.ts), opens every
 * public page in Chromium as a first-time visitor on a phone (390x844) and a desktop (1366x900),
 * and records every script the page and its workers fetch until the network is quiet, lazy
 * chunks loaded on mount or on idle included. Each file counts as gzip -9 of the built file in
 * dist/web/client, so figures never depend on the host or on the encoding served.
 *
 * The map (MapLibre, its worker, the atlas's JSON) is reported apart: its files are told from the
 * page's own by the import graph (.vite/manifest.json), not by when they arrive. The page's own
 * scripts are held to 150 kB (target) and 170 kB (fails above); the map's total is printed
 * against 250 kB and not gated. It also fails when admin or dashboard code (or the admin's
 * editor library) loads with a public page (.vite/chunk-modules.json).
 *
 *   npm run size -- /property/:id         also lists that page's files, per screen (the home page always)
 *   npm run size -- --why /search         lists them with the import chain that pulls each in
 *                                         (--why alone: every page)
 *   npm run size -- --json size.json      writes every figure, for before/after comparisons
 *
 * Env: SIZE_PORT (3213), CHROME_PATH (/usr/bin/chromium).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import type { ServerBuild } from "react-router";
import { limiter } from "../src/shared/limiter";
import { routePattern } from "../src/shared/page-routes";
import { forkServer } from "./lighthouse/fork-server";
import { readBuildGraph } from "./size/build-graph";
import {
  JS_FAIL_ABOVE_BYTES,
  JS_TARGET_BYTES,
  MAP_TARGET_BYTES,
  type PageFigures,
  pageFigures,
} from "./size/figures";
import { mapFiles } from "./size/map-code";
import { measurePage, VIEWPORT_NAMES, VIEWPORTS } from "./size/measure-page";
import { PUBLIC_ROUTES, type PublicPage, publicPages, routeModules } from "./size/public-pages";
import { printFileTable, printSummary } from "./size/report";

const WEB = path.resolve(import.meta.dirname, "../dist/web");
const CLIENT = path.join(WEB, "client");
const SERVER_ENTRY = path.join(WEB, "server/index.js");
const port = Number(process.env.SIZE_PORT ?? 3213);
/** Visits at once: the browser mostly waits for the network to go quiet. */
const PARALLEL_VISITS = 4;

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

const gzipped = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(CLIENT, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

async function main(): Promise<number> {
  const { values: options, positionals: named } = parseArgs({
    options: { why: { type: "boolean", default: false }, json: { type: "string" } },
    allowPositionals: true,
  });
  if (!existsSync(SERVER_ENTRY) || !existsSync(path.join(CLIENT, ".vite/manifest.json"))) {
    console.error(`No build in ${path.relative(process.cwd(), WEB)}: run \`npm run build\` first.`);
    return 1;
  }
  const unknown = named.filter((page) => !PUBLIC_ROUTES.map(routePattern).includes(page));
  if (unknown.length > 0) {
    console.error(
      `Not a public page: ${unknown.join(", ")} (a route's pattern, e.g. /property/:id)`,
    );
    return 1;
  }
  const started = performance.now();
  const graph = readBuildGraph(CLIENT);
  const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
  const server = await forkServer(port, WEB);
  const ready = performance.now();
  let pages: PublicPage[];
  let results: PageFigures[];
  try {
    pages = await publicPages(server.origin, build, graph);
    const facts = {
      graph,
      map: mapFiles(graph),
      routeModules: routeModules(build, graph),
      sizeOf: gzipBytes,
    };
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    });
    try {
      const slot = limiter(PARALLEL_VISITS);
      results = await Promise.all(
        pages.flatMap((page) =>
          VIEWPORT_NAMES.map((viewport) =>
            slot(async () => {
              const url = `${server.origin}${page.address}`;
              const fetched = await measurePage(browser, url, VIEWPORTS[viewport]);
              return pageFigures({ ...page, viewport, fetched }, facts);
            }),
          ),
        ),
      );
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
  console.info(
    `Opened ${pages.length} pages on ${VIEWPORT_NAMES.length} screens in ${seconds(performance.now() - ready)} (server start ${seconds(ready - started)})`,
  );

  const detailed = new Set(
    options.why && named.length === 0 ? pages.map((page) => page.page) : ["/", ...named],
  );
  for (const figures of results)
    if (detailed.has(figures.page)) printFileTable(figures, options.why);
  const failed = printSummary(results, VIEWPORT_NAMES);
  if (options.json) {
    const targets = { js: JS_TARGET_BYTES, jsLimit: JS_FAIL_ABOVE_BYTES, map: MAP_TARGET_BYTES };
    writeFileSync(options.json, `${JSON.stringify({ targets, pages: results }, null, 2)}\n`);
    console.info(`\nFigures written to ${options.json}`);
  }
  const took = seconds(performance.now() - started);
  console.info(
    failed ? `\nBudget check failed (${took}).` : `\nWithin budget on every public page (${took}).`,
  );
  return failed ? 1 : 0;
}

process.exitCode = await main();
