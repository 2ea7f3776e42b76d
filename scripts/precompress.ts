/**
 * Writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) twins next to every text asset in
 * dist/web over 1 kB, so the server can send them as they are (serveStatic precompressed) instead
 * of compressing on every request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const DIST = path.resolve(import.meta.dirname, "../dist/web/client");
const EXTENSIONS = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt"]);
/** Below this, compression saves less than the extra round of headers costs. */
const MIN_BYTES = 1024;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

function compress(file: string, contents: Buffer): void {
  const brotli = brotliCompressSync(contents, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(contents, { level: 9 }));
}

function main(): void {
  let count = 0;
  for (const file of filesUnder(DIST)) {
    if (!EXTENSIONS.has(path.extname(file)) || statSync(file).size <= MIN_BYTES) continue;
    compress(file, readFileSync(file));
    count++;
  }
  console.info(
    `precompress: wrote .br and .gz for ${count} files in ${path.relative(process.cwd(), DIST)}`,
  );
}

main();
