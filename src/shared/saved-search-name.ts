import { formatPrice } from "./format";
import { moreFiltersInWords } from "./more-filters-words";
import { bathroomsInWords, bedroomsInWords } from "./room-filters";
import { SAVED_SEARCH_NAME_MAX } from "./saved-searches";
import type { SearchFields } from "./schemas/property-search";
import { ALL_PROPERTIES_LABEL } from "./search-label";
import { lifeInWords } from "./search-life";
import { asSingleLine } from "./single-line";

/** "House", "House or Condo", "House, Condo or Villa": a name reads as a sentence, not a list. */
function either(values: readonly string[]): string {
  if (values.length < 2) return values.join("");
  return `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
}

/** Search text is typed in lower case more often than not; a name is a title ("Austin"). */
const titled = (text: string) =>
  text.replace(/(^|\s)(\p{Ll})/gu, (_, gap, c) => gap + c.toUpperCase());

function priceRange(min: number | undefined, max: number | undefined): string | null {
  if (min && max !== undefined) return `${formatPrice(min)}–${formatPrice(max)}`;
  if (min) return `over ${formatPrice(min)}`;
  if (max !== undefined) return `under ${formatPrice(max)}`;
  return null;
}

/** Cut at a word boundary so a long name never ends in half a word. */
function fitted(name: string): string {
  if (name.length <= SAVED_SEARCH_NAME_MAX) return name;
  const cut = name.slice(0, SAVED_SEARCH_NAME_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > SAVED_SEARCH_NAME_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The name a saved search is offered when the member gives none, read like a
 * sentence: '3+ beds in Austin under $900,000', 'House or Condo with 2+ baths with Pool',
 * 'Homes in Austin (1,500+ sq ft, Price cut)'.
 */
export function suggestSavedSearchName(fields: SearchFields): string {
  const roomsText = [bedroomsInWords(fields.beds, fields.bedsExact), bathroomsInWords(fields.baths)]
    .filter(Boolean)
    .join(", ");
  const more = [...moreFiltersInWords(fields), ...lifeInWords(fields)];
  const typesText = fields.types?.length ? either(fields.types) : null;
  const what = [typesText, roomsText || null].filter(Boolean).join(" with ");
  // A name is one line, whatever the search text held.
  const place = asSingleLine(fields.q ?? "");
  const parts = [
    what || (fields.featured ? "Featured homes" : "Homes"),
    place ? `in ${titled(place)}` : null,
    fields.poly ? "in a drawn area" : fields.bbox ? "in the map area" : null,
    priceRange(fields.minPrice, fields.maxPrice),
    fields.amenities?.length ? `with ${fields.amenities.join(", ")}` : null,
    more.length ? `(${more.join(", ")})` : null,
    what && fields.featured ? "(featured)" : null,
  ].filter(Boolean);
  // Nothing but "Homes": the search has no criteria at all.
  return parts.length === 1 && parts[0] === "Homes"
    ? ALL_PROPERTIES_LABEL
    : fitted(parts.join(" "));
}
