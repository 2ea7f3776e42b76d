import type { SearchFields } from "./schemas/property-search";

/**
 * The room chips as the /search URL and the API spell them: `beds` ("0" Studio, "1" to "5" that
 * many or more), `bedsExact=true` for exactly that many (said only of a number: Studio is exact
 * already), `baths` ("1" to "4", that many or more).
 */
export function setRoomParams(params: URLSearchParams, fields: SearchFields): void {
  if (fields.beds) params.set("beds", fields.beds);
  if (fields.bedsExact && fields.beds && fields.beds !== "0") params.set("bedsExact", "true");
  if (fields.baths) params.set("baths", fields.baths);
}

/** The 'More filters' as the URL spells them, in this order; switches only when on. */
export function setMoreFilterParams(params: URLSearchParams, fields: SearchFields): void {
  const numbers = [
    ["minSqft", fields.minSqft],
    ["maxSqft", fields.maxSqft],
    ["minLotAcres", fields.minLotAcres],
    ["maxLotAcres", fields.maxLotAcres],
    ["minYearBuilt", fields.minYearBuilt],
    ["maxYearBuilt", fields.maxYearBuilt],
    ["listedWithin", fields.listedWithin],
  ] as const;
  for (const [key, value] of numbers) {
    if (value !== undefined) params.set(key, String(value));
  }
  if (fields.videoTour) params.set("videoTour", "true");
  if (fields.priceCut) params.set("priceCut", "true");
}
