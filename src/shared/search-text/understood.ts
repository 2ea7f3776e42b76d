import type { ParsedSearchText } from "./parse-query";
import type { TextPlace } from "./place";

/**
 * What a search's text was understood to ask, as the search applied it: a filter also set
 * explicitly (the Filters panel, the URL) is the explicit one's, and is left out here. Rooms are
 * minimums; `studio` is no bedroom. `words` is what was matched as text; `spans` are where each
 * part shown here was typed in the search text (its characters, [start, end)).
 */
export type UnderstoodSearch = Omit<ParsedSearchText, "place"> & {
  /** The place, with its label as the chip shows it ("Plano, TX"). */
  place?: TextPlace & { label: string };
};

/** The place a search named has no listings at all: the answer holds the nearest ones. */
export interface NearestAnswer {
  /** "Plano, TX". */
  place: string;
}
