import { createReadStream } from "node:fs";
import { open, readdir } from "node:fs/promises";
import path from "node:path";
import type { Storage } from "../platform/storage/storage";
import { BASEMAP_KEY, FONTS_PREFIX, SPRITE_KEY } from "./basemap-files";

/** A problem with what the operator handed over, told as it is. */
export class BasemapInstallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BasemapInstallError";
  }
}

interface BasemapSources {
  /** A Protomaps basemap extract (`pmtiles extract …`). */
  extract: string;
  /** A copy of Protomaps' basemaps-assets: its `fonts/` and `sprites/v4/` folders. */
  assets: string;
}

/** A file on disk and the storage key it is copied to. */
type Copy = [from: string, key: string];

const SPRITE_FILES = ["light.json", "light.png", "light@2x.json", "light@2x.png"];
const TYPES: Record<string, string> = {
  ".pmtiles": "application/vnd.pmtiles",
  ".json": "application/json",
  ".png": "image/png",
  ".pbf": "application/x-protobuf",
};

/**
 * Copies the extract, the light sprites and the fonts into storage under maps/, whichever driver
 * it is, with their types. Everything is checked before the first file is written, so a wrong
 * folder leaves storage as it was. Returns how many files it wrote.
 */
export async function installBasemap(
  storage: Storage,
  sources: BasemapSources,
  print: (line: string) => void,
): Promise<number> {
  await assertPmtiles(sources.extract);
  const spriteDir = path.join(sources.assets, "sprites", "v4");
  const fontsDir = path.join(sources.assets, "fonts");
  const sprites = SPRITE_FILES.map(
    (name): Copy => [path.join(spriteDir, name), `${path.posix.dirname(SPRITE_KEY)}/${name}`],
  );
  // One after another, so a folder lacking several names the first in the list, every time.
  for (const [from] of sprites) await assertFile(from);
  const fonts = (await fontRanges(fontsDir)).map(
    (font): Copy => [
      path.join(fontsDir, font),
      `${FONTS_PREFIX}/${font.split(path.sep).join("/")}`,
    ],
  );

  // The extract goes last: the maps switch to it once it is there, and find the rest already.
  const copies: Copy[] = [...sprites, ...fonts, [sources.extract, BASEMAP_KEY]];
  for (const [from, key] of copies) {
    await storage.putStream(key, createReadStream(from), {
      contentType: TYPES[path.extname(from)] ?? "application/octet-stream",
    });
  }
  print(`Installed the basemap: ${copies.length} files under maps/ (${fonts.length} font ranges).`);
  return copies.length;
}

/** PMTiles version 3 archives start with "PMTiles" and the byte 3. */
async function assertPmtiles(file: string) {
  const handle = await open(file, "r").catch(() => {
    throw new BasemapInstallError(`Cannot read the extract ${file}`);
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    if (bytesRead < 8 || buffer.toString("latin1", 0, 7) !== "PMTiles" || buffer[7] !== 3) {
      throw new BasemapInstallError(`${file} is not a PMTiles version 3 archive`);
    }
  } finally {
    await handle.close();
  }
}

async function assertFile(file: string) {
  const handle = await open(file, "r").catch(() => {
    throw new BasemapInstallError(`The assets lack ${file} (Protomaps' light sprites)`);
  });
  await handle.close();
}

/** The `.pbf` ranges under the fonts folder, as paths relative to it. */
async function fontRanges(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => {
    throw new BasemapInstallError(`The assets lack a fonts folder at ${dir}`);
  });
  const found = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".pbf"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  if (!found.some((font) => font === path.join("Noto Sans Regular", "0-255.pbf"))) {
    throw new BasemapInstallError(`The fonts folder ${dir} lacks Noto Sans Regular/0-255.pbf`);
  }
  return found;
}
