import { type MapBounds, ringBounds } from "@/shared/map-area";
import type { PropertySummary } from "@/shared/properties";
import type { SearchFields } from "@/shared/schemas/property-search";
import { boundsCenter, pointsBounds, US_BOUNDS } from "../../map-area";

/** MapLibre's [west, south, east, north]. */
export const asBounds = (box: MapBounds): [number, number, number, number] => [
  box.west,
  box.south,
  box.east,
  box.north,
];

/**
 * Where the map opens: the URL's box at its zoom, else its drawn area, else where the search's
 * listings are, else the country.
 */
export function initialView(fields: SearchFields, listings: PropertySummary[]) {
  if (fields.bbox && fields.zoom !== undefined) {
    return { ...boundsCenter(fields.bbox), zoom: fields.zoom };
  }
  const box =
    fields.bbox ?? (fields.poly ? ringBounds(fields.poly) : (pointsBounds(listings) ?? US_BOUNDS));
  return { bounds: asBounds(box), fitBoundsOptions: { padding: 48, maxZoom: 11 } };
}
