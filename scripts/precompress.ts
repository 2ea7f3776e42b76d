/**
 * Writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) twins next to the text assets in
 * dist/web, so the server can send them as they are (serveStatic precompressed) instead of
 * compressing on every request.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const DIST = path.resolve(import.meta.dirname, "../dist/web/client");
const EXTENSIONS = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt"]);
/**
 * A twin is written only when it is at least this much smaller: over HTTP/1.1 it brings two
 * headers (its encoding and `Vary`) of about 45 bytes. Small files count: a page loads twenty or
 * more of under 1 kB, which brotli shrinks by a third to a half.
 */
const MIN_SAVING_BYTES = 64;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

function writeTwin(file: string, contents: Buffer, twin: Buffer): number {
  if (contents.length - twin.length < MIN_SAVING_BYTES) return 0;
  writeFileSync(file, twin);
  return 1;
}

/** How many twins it wrote. */
function compress(file: string, contents: Buffer): number {
  const brotli = brotliCompressSync(contents, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  return (
    writeTwin(`${file}.br`, contents, brotli) +
    writeTwin(`${file}.gz`, contents, gzipSync(contents, { level: 9 }))
  );
}

function main(): void {
  let files = 0;
  let twins = 0;
  for (const file of filesUnder(DIST)) {
    if (!EXTENSIONS.has(path.extname(file))) continue;
    files++;
    twins += compress(file, readFileSync(file));
  }
  console.info(
    `precompress: wrote ${twins} .br and .gz twins for ${files} files in ${path.relative(process.cwd(), DIST)}`,
  );
}

main();
