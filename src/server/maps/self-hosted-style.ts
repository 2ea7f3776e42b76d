import { layers, namedFlavor } from "@protomaps/basemaps";
import type { StyleSpecification } from "maplibre-gl";
import { mediaUrl } from "../platform/storage/storage";
import { BASEMAP_KEY, FONTS_PREFIX, SPRITE_KEY } from "./basemap-files";

const ATTRIBUTION =
  '<a href="https://github.com/protomaps/basemaps">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * Protomaps' light street style over the extract in this site's storage, with its sprites and
 * fonts from there too: nothing leaves `origin`. MapLibre wants absolute sprite URLs, and the
 * PMTiles protocol fetches what follows `pmtiles://`, so every URL carries the origin.
 */
export function selfHostedStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      protomaps: {
        type: "vector",
        url: `pmtiles://${origin}${mediaUrl(BASEMAP_KEY)}`,
        attribution: ATTRIBUTION,
      },
    },
    // MapLibre fills the placeholders in; they must reach it unencoded.
    glyphs: `${origin}${mediaUrl(FONTS_PREFIX)}/{fontstack}/{range}.pbf`,
    sprite: `${origin}${mediaUrl(SPRITE_KEY)}`,
    layers: layers("protomaps", namedFlavor("light"), { lang: "en" }),
  };
}
