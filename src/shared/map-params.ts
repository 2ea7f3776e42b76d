import type { LngLat } from "./geometry";
import type { MapBounds } from "./schemas/map-area";

// Free of zod on purpose: the /search page spells its URL with these (web search-query.ts,
// canonical-search.ts) and must not load the schemas that read them back (schemas/map-area.ts).

/** The URL spelling of a map area (`bbox`), as bboxField reads it. */
export const bboxParam = ({ west, south, east, north }: MapBounds) =>
  [west, south, east, north].join(",");

/** The URL spelling of a drawn area (`poly`), unclosed, as polyField reads it. */
export const polyParam = (ring: readonly LngLat[]) =>
  ring.map(([lng, lat]) => `${lng},${lat}`).join(";");
