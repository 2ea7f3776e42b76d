import type { LayerSpecification } from "maplibre-gl";

/** How a map that has both shows the ground: drawn streets, or aerial imagery. */
export type MapLook = "streets" | "imagery";

/** Layers that draw the ground's shapes; imagery replaces them. */
const DRAWN = new Set<LayerSpecification["type"]>(["background", "fill", "fill-extrusion", "line"]);

/**
 * Whether a style offers both looks: raster imagery beside drawn shapes. A style with only one of
 * them has nothing to switch (a plain street style, or imagery alone).
 */
export function hasImagery(layers: readonly LayerSpecification[]): boolean {
  return (
    layers.some((layer) => layer.type === "raster") && layers.some((layer) => DRAWN.has(layer.type))
  );
}

/**
 * Whether a layer shows in a look: streets hide the imagery, imagery hides the drawn shapes;
 * labels, icons and the rest (names of streets and places) show in both.
 */
export function visibleIn(layer: LayerSpecification, look: MapLook): boolean {
  if (layer.type === "raster") return look === "imagery";
  if (DRAWN.has(layer.type)) return look === "streets";
  return true;
}
