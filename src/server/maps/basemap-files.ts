import type { Storage } from "../platform/storage/storage";

/** The basemap extract: a Protomaps basemap (tiles v4) in PMTiles form. */
export const BASEMAP_KEY = "maps/basemap.pmtiles";
/** The style's icons, as Protomaps ships them (`.json` and `.png`, each also at `@2x`). */
export const SPRITE_KEY = "maps/sprites/v4/light";
/** Font ranges at `maps/fonts/{fontstack}/{range}.pbf`, as Protomaps ships them. */
export const FONTS_PREFIX = "maps/fonts";

/** One file of each kind the style reads before it can draw: without it the style cannot load. */
const REQUIRED_KEYS = [
  BASEMAP_KEY,
  `${SPRITE_KEY}.json`,
  `${FONTS_PREFIX}/Noto Sans Regular/0-255.pbf`,
];

/** The keys of the self-hosted basemap that storage lacks; none means it is installed. */
export async function missingBasemapFiles(storage: Storage): Promise<string[]> {
  const found = await Promise.all(REQUIRED_KEYS.map((key) => storage.stat(key)));
  return REQUIRED_KEYS.filter((_, index) => found[index] === null);
}

/** The self-hosted basemap can be drawn once every file its style needs first is in storage. */
export async function basemapInstalled(storage: Storage): Promise<boolean> {
  return (await missingBasemapFiles(storage)).length === 0;
}
