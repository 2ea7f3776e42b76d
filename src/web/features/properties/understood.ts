import { formatPrice } from "@/shared/format";
import type { TextSpan, UnderstoodPart } from "@/shared/search-text/parse-query";
import type { NearestAnswer, UnderstoodSearch } from "@/shared/search-text/understood";

/** One thing the search understood from its text, shown as a chip the buyer can remove. */
export interface UnderstoodChip {
  part: UnderstoodPart;
  label: string;
  /** The search text without this part's words: what searching without the chip means. */
  textWithout: string;
}

const plural = (n: number, noun: string) => `${n}+ ${n === 1 ? noun : `${noun}s`}`;

function priceLabel(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) return `${formatPrice(min)}–${formatPrice(max)}`;
  if (min !== undefined) return `${formatPrice(min)}+`;
  if (max !== undefined) return `Up to ${formatPrice(max)}`;
  return null;
}

/** How each part reads on its chip: "3+ beds", "Studio", "House, Condo", "Up to $500,000". */
function labelOf(part: UnderstoodPart, understood: UnderstoodSearch): string | null {
  switch (part) {
    case "beds":
      if (understood.studio) return "Studio";
      return understood.beds === undefined ? null : plural(understood.beds, "bed");
    case "baths":
      return understood.baths === undefined ? null : plural(understood.baths, "bath");
    case "types":
      return understood.types?.join(", ") ?? null;
    case "amenities":
      return understood.amenities?.join(", ") ?? null;
    case "price":
      return priceLabel(understood.minPrice, understood.maxPrice);
    case "place":
      return understood.place?.label ?? null;
  }
}

/**
 * The text with the spans taken out, tidied: no doubled spaces, no comma left dangling
 * ("homes in Plano, TX under 450k" without its place reads "homes under 450k").
 */
export function textWithout(text: string, spans: readonly TextSpan[]): string {
  let rest = text;
  for (const [start, end] of [...spans].sort((a, b) => b[0] - a[0])) {
    if (start < 0 || end > rest.length || start > end) continue;
    rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  }
  return rest
    .replace(/\s*,(\s*,)+/g, ",")
    .replace(/\s+,/g, ",")
    .replace(/\s+/g, " ")
    .replace(/^[\s,]+|[\s,]+$/g, "");
}

/** The chips of what `text` was understood to say, in the order it was typed. */
export function understoodChips(
  text: string,
  understood: UnderstoodSearch | null,
): UnderstoodChip[] {
  if (!understood) return [];
  const chips: (UnderstoodChip & { at: number })[] = [];
  for (const [part, spans] of Object.entries(understood.spans) as [UnderstoodPart, TextSpan[]][]) {
    const label = labelOf(part, understood);
    if (!label || !spans.length) continue;
    chips.push({ part, label, textWithout: textWithout(text, spans), at: spans[0]?.[0] ?? 0 });
  }
  return chips.sort((a, b) => a.at - b.at).map(({ at: _at, ...chip }) => chip);
}

/** What the page says above the nearest listings to a place that has none. */
export function nearestMessage(nearest: NearestAnswer): string {
  return `No homes in ${nearest.place} yet — showing the nearest`;
}

/**
 * The text a move of the map leaves: the area the buyer moved to replaces the place they typed,
 * so the place's words go (a typed city must not hide the homes on screen); the rest stays.
 */
export function textForArea(text: string | undefined, understood: UnderstoodSearch | null) {
  const place = understood?.spans.place;
  if (!text || !place) return text;
  return textWithout(text, place) || undefined;
}
