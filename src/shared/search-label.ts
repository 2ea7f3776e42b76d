import { formatPrice } from "./format";
import { moreFiltersInWords } from "./more-filters-words";
import type { PropertySort } from "./properties";
import { bathroomsInWords, bedroomsInWords } from "./room-filters";
import { parseSearchFields, type SearchFields } from "./schemas/property-search";
import { lifeInWords } from "./search-life";
import { asSingleLine } from "./single-line";

/** What a search with no criteria at all is called. */
export const ALL_PROPERTIES_LABEL = "All properties";

const SEPARATOR = " · ";
const TEXT_SHOWN = 40;
const LIST_SHOWN = 3;

/** The sort dropdown's own words, so a recent search reads like the page it leads to. */
const SORT_LABELS: Record<Exclude<PropertySort, "newest">, string> = {
  price_high: "Price: High to Low",
  price_low: "Price: Low to High",
};

/** Long text is cut at a word boundary where there is one, so no word is left half-shown. */
function quoted(text: string): string {
  if (text.length <= TEXT_SHOWN) return `"${text}"`;
  const cut = text.slice(0, TEXT_SHOWN - 1);
  const space = cut.lastIndexOf(" ");
  const head = text[TEXT_SHOWN - 1] === " " || space < TEXT_SHOWN / 2 ? cut : cut.slice(0, space);
  return `"${head.trimEnd()}…"`;
}

function priceRange(min: number | undefined, max: number | undefined): string | null {
  const low = min ? min : undefined;
  if (low !== undefined && max !== undefined) return `${formatPrice(low)}–${formatPrice(max)}`;
  if (low !== undefined) return `${formatPrice(low)}+`;
  if (max !== undefined) return `Up to ${formatPrice(max)}`;
  return null;
}

/** Long selections stay short: "House, Condo, Villa +2 more". */
function list(values: readonly string[] | undefined): string | null {
  if (!values?.length) return null;
  const shown = values.slice(0, LIST_SHOWN).join(", ");
  const rest = values.length - LIST_SHOWN;
  return rest > 0 ? `${shown} +${rest} more` : shown;
}

/**
 * A short, readable description of a property search for the dashboard's Recent Searches, e.g.
 * `"austin" · $200,000–$500,000 · 3+ beds · 2+ baths · House, Condo · Pool`.
 */
export function searchLabel(fields: SearchFields): string {
  const text = asSingleLine(fields.q ?? "");
  const parts = [
    ...lifeInWords(fields),
    text ? quoted(text) : null,
    priceRange(fields.minPrice, fields.maxPrice),
    bedroomsInWords(fields.beds, fields.bedsExact),
    bathroomsInWords(fields.baths),
    list(fields.types),
    list(fields.amenities),
    fields.featured ? "Featured" : null,
    ...moreFiltersInWords(fields),
    fields.poly ? "Drawn area" : fields.bbox ? "Map area" : null,
    fields.sort && fields.sort !== "newest" ? SORT_LABELS[fields.sort] : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(SEPARATOR) : ALL_PROPERTIES_LABEL;
}

/** The label of a /search query string (with or without the leading "?"). */
export function searchLabelOfQuery(query: string): string {
  return searchLabel(parseSearchFields(new URLSearchParams(query.replace(/^\?/, ""))));
}
