import type { StyleSpecification } from "maplibre-gl";

export const WATER_COLOR = "#cfe3f3";

/** Water behind the offline atlas; the atlas's own layers come as React sources. */
export const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: "water", type: "background", paint: { "background-color": WATER_COLOR } }],
};
