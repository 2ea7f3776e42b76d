/**
 * Bundle budget of the public pages (run after `npm run build`): the JavaScript a visitor's
 * browser loads before the page is live — the client entry, the root route and the page's route
 * module with everything they import statically, as React Router's manifest lists them (the
 * page's modulepreload links). Reports each page against the 150 kB target (gzipped) and fails
 * above 170 kB on any public page, or when admin or dashboard code (or the admin's editor
 * library, TipTap and ProseMirror) is part of it. (Chunks loaded later, on demand, are not
 * counted here; Lighthouse measures the real transfer.)
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { PAGE_ROUTES, pageRouteId, routePattern } from "../src/shared/page-routes";

const WEB = path.resolve(import.meta.dirname, "../dist/web");
const CLIENT = path.join(WEB, "client");
const SERVER_ENTRY = path.join(WEB, "server/index.js");
const CHUNK_MODULES = path.join(CLIENT, ".vite/chunk-modules.json");
const JS_TARGET_BYTES = 150 * 1024;
const JS_FAIL_ABOVE_BYTES = 170 * 1024;
/** Code for signed-in pages (back office, dashboard) and the blog editor's packages never load with a public page. */
const FORBIDDEN = [
  "src/web/features/admin/",
  "src/web/features/dashboard/",
  "node_modules/@tiptap/",
  "node_modules/prosemirror-",
];

const kB = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;
const gzipBytes = (file: string) =>
  gzipSync(readFileSync(path.join(CLIENT, file)), { level: 9 }).length;

/** The script files (URL paths) a page loads up front: the entry, then each route down to it. */
function pageScripts(build: ServerBuild, routeId: string): string[] {
  const { entry, routes } = build.assets;
  const files = [entry.module, ...entry.imports];
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) chain.unshift(id);
  for (const id of chain) {
    const route = routes[id];
    if (!route) throw new Error(`The build has no route "${id}"`);
    files.push(route.module, ...(route.imports ?? []));
  }
  return [...new Set(files)].map((file) => file.replace(/^\//, ""));
}

function printTable(title: string, files: string[]): number {
  let total = 0;
  console.info(`\n${title}`);
  for (const file of files) {
    const size = gzipBytes(file);
    total += size;
    console.info(`  ${file.padEnd(48)} ${kB(size).padStart(10)}`);
  }
  console.info(`  ${"total (gzip -9)".padEnd(48)} ${kB(total).padStart(10)}`);
  return total;
}

async function main(): Promise<number> {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`No ${path.relative(process.cwd(), SERVER_ENTRY)}: run \`npm run build\` first.`);
    return 1;
  }
  const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
  const modulesByFile = existsSync(CHUNK_MODULES)
    ? (JSON.parse(readFileSync(CHUNK_MODULES, "utf8")) as Record<string, string[]>)
    : {};
  let failed = false;
  const summary: string[] = [];
  const publicPages = PAGE_ROUTES.filter((page) => page.audience === "public" && page.path !== "*");
  for (const route of publicPages) {
    const page = routePattern(route);
    const files = pageScripts(build, pageRouteId(route));
    const jsTotal =
      page === "/"
        ? // The home page in detail: it is the one most visitors land on.
          printTable("Home page, before interaction: entry, root and '/' route modules", files)
        : files.reduce((sum, file) => sum + gzipBytes(file), 0);
    const over = jsTotal > JS_FAIL_ABOVE_BYTES && !route.overBudget;
    const mark =
      jsTotal > JS_FAIL_ABOVE_BYTES
        ? route.overBudget
          ? "  over the limit, not held to it yet"
          : "  OVER THE LIMIT"
        : jsTotal > JS_TARGET_BYTES
          ? "  above target"
          : "";
    summary.push(`  ${page.padEnd(16)} ${kB(jsTotal).padStart(10)}${mark}`);
    failed ||= over;

    const forbidden = files.flatMap((file) =>
      (modulesByFile[file] ?? [])
        .filter((source) => FORBIDDEN.some((folder) => source.startsWith(folder)))
        .map((source) => `${source} (in ${file})`),
    );
    if (forbidden.length > 0) {
      console.error(`Admin or dashboard code loads with ${page}:`);
      for (const source of forbidden) console.error(`  ${source}`);
      failed = true;
    }
  }
  console.info(
    `\nJavaScript per public page (gzip -9, target ${kB(JS_TARGET_BYTES)}, limit ${kB(JS_FAIL_ABOVE_BYTES)})`,
  );
  for (const line of summary) console.info(line);
  const exempt = publicPages.filter((page) => page.overBudget).map(routePattern);
  const held = exempt.length > 0 ? ` held to it (not yet: ${exempt.join(", ")})` : "";
  console.info(failed ? "\nBudget check failed." : `\nWithin budget on every public page${held}.`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
