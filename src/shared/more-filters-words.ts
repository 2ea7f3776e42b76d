import { formatCount } from "./format";
import type { SearchFields } from "./schemas/property-search";

/** "1,500–3,000 sq ft", "1,500+ sq ft", "up to 3,000 sq ft": a range in the words of its unit. */
function rangeInWords(
  min: number | undefined,
  max: number | undefined,
  show: (value: number) => string,
  unit: string,
): string | null {
  if (min !== undefined && max !== undefined) return `${show(min)}–${show(max)}${unit}`;
  if (min !== undefined) return `${show(min)}+${unit}`;
  if (max !== undefined) return `up to ${show(max)}${unit}`;
  return null;
}

/** The year-built range: "Built 1990–2010", "Built 2000 or later", "Built 1950 or earlier". */
function builtInWords(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return `Built ${min}–${max}`;
  if (min !== undefined) return `Built ${min} or later`;
  if (max !== undefined) return `Built ${max} or earlier`;
  return null;
}

const capitalised = (text: string | null) =>
  text ? `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}` : null;

/**
 * The 'More filters' of a search in words, in the URL's order, for labels and saved-search names:
 * "1,500+ sq ft", "Lot 0.5–2 acres", "Built 2000 or later", "Listed in the last 7 days",
 * "Video tour", "Price cut".
 */
export function moreFiltersInWords(fields: SearchFields): string[] {
  const lot = rangeInWords(fields.minLotAcres, fields.maxLotAcres, String, " acres");
  const parts = [
    capitalised(rangeInWords(fields.minSqft, fields.maxSqft, formatCount, " sq ft")),
    lot ? `Lot ${lot}` : null,
    builtInWords(fields.minYearBuilt, fields.maxYearBuilt),
    fields.listedWithin === undefined
      ? null
      : fields.listedWithin === 1
        ? "Listed in the last day"
        : `Listed in the last ${fields.listedWithin} days`,
    fields.videoTour ? "Video tour" : null,
    fields.priceCut ? "Price cut" : null,
  ];
  return parts.filter((part): part is string => part !== null);
}
