/**
 * How listing search text is cut into words (decision 015). The database applies the same rule
 * to what it stores (`search_text`), so a query word and a stored word agree on where words end.
 */

/**
 * ASCII punctuation, each character a word separator like a space: "Austin, TX" is two words,
 * and `%`, `_` and `\` never reach a LIKE pattern.
 */
export const SEARCH_PUNCTUATION = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

/**
 * Words this short or shorter match a whole stored word (a state code, "St", a unit "5C"): as
 * a part of a word they would match almost every listing, and no trigram index could serve it.
 */
export const SEARCH_WHOLE_WORD_MAX = 2;

const separator = new RegExp(
  `[\\s${SEARCH_PUNCTUATION.replace(/[\\\]^-]/g, (char) => `\\${char}`)}]+`,
);

/** The distinct lower-cased words of a search text, in order. */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(separator).filter(Boolean))];
}
