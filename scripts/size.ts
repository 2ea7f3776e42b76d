/**
 * Bundle budget of the public pages (run after `vite build`): what a visitor downloads before
 * interacting with a page — the entry chunk, the page's lazy route chunk and everything they
 * import statically. Reports each page against the 150 kB target (gzipped) and fails above
 * 170 kB on any public page, or when admin or dashboard code is part of it. (Chunks a page imports dynamically after mounting
 * are not counted here; Lighthouse measures the real transfer.)
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const DIST = path.resolve(import.meta.dirname, "../dist/web");
const MANIFEST = path.join(DIST, ".vite/manifest.json");
const CHUNK_MODULES = path.join(DIST, ".vite/chunk-modules.json");
/** Public pages and their route modules, as the manifest names them (relative to src/web). */
const PUBLIC_PAGES: [string, string][] = [
  ["/", "app/routes/home.tsx"],
  ["/search", "app/routes/search.tsx"],
  ["/property/:id", "app/routes/property.tsx"],
  ["/reels", "app/routes/reels.tsx"],
  ["/blog", "app/routes/blog.tsx"],
  ["/blog/:id", "app/routes/blog-post.tsx"],
  ["/realtors", "app/routes/realtors.tsx"],
  ["/photographers", "app/routes/photographers.tsx"],
];
const JS_TARGET_BYTES = 150 * 1024;
const JS_FAIL_ABOVE_BYTES = 170 * 1024;
/** Sources that must never load on the public home page (house rule 6). */
const FORBIDDEN = ["features/admin/", "features/dashboard/"];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** The chunk keys a chunk needs before it can run: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;

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

/** Forbidden sources in the set, by the manifest's entry modules and the per-chunk module list. */
function forbiddenSources(manifest: Manifest, keys: Set<string>): string[] {
  const modulesByFile = existsSync(CHUNK_MODULES)
    ? readJson<Record<string, string[]>>(CHUNK_MODULES)
    : {};
  const found: string[] = [];
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const sources = [
      ...(chunk.src ? [`src/web/${chunk.src}`] : []),
      ...(modulesByFile[chunk.file] ?? []),
    ];
    for (const source of sources) {
      if (FORBIDDEN.some((folder) => source.startsWith(`src/web/${folder}`))) {
        found.push(`${source} (in ${chunk.file})`);
      }
    }
  }
  return [...new Set(found)];
}

function main(): number {
  if (!existsSync(MANIFEST)) {
    console.error(`No ${path.relative(process.cwd(), MANIFEST)}: run \`vite build\` first.`);
    return 1;
  }
  const manifest = readJson<Manifest>(MANIFEST);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error("The manifest has no entry chunk");

  let failed = false;
  const summary: string[] = [];
  for (const [page, route] of PUBLIC_PAGES) {
    const keys = new Set<string>();
    for (const key of [...entries, route]) staticClosure(manifest, key, keys);
    const chunks = [...keys].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
    const jsFiles = chunks.map((chunk) => chunk.file).filter((file) => file.endsWith(".js"));

    let jsTotal: number;
    if (page === "/") {
      // The home page in detail: it is the tightest and the one most visitors land on.
      console.info("Home page, before interaction: entry + '/' route chunk + their static imports");
      jsTotal = printTable("JavaScript", jsFiles);
      printTable("CSS (reported, not budgeted)", [...new Set(chunks.flatMap((c) => c.css ?? []))]);
    } else {
      jsTotal = jsFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
    }
    const over = jsTotal > JS_FAIL_ABOVE_BYTES;
    const mark = over ? "  OVER THE LIMIT" : jsTotal > JS_TARGET_BYTES ? "  above target" : "";
    summary.push(`  ${page.padEnd(16)} ${kB(jsTotal).padStart(10)}${mark}`);
    failed ||= over;

    const forbidden = forbiddenSources(manifest, keys);
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
  console.info(failed ? "\nBudget check failed." : "\nWithin budget on every public page.");
  return failed ? 1 : 0;
}

process.exitCode = main();
