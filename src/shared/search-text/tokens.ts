/**
 * The typed search text cut into tokens, each with where it sits in the text, so a part the
 * parser understands can be named by the very characters it came from (a chip's text, and what
 * removing the chip takes out of the search box).
 */
export interface Token {
  /** As typed. */
  text: string;
  /** Lower-cased, thousands separators of a figure taken out ("$450,000" reads "$450000"). */
  word: string;
  start: number;
  end: number;
}

/**
 * A figure with thousands separators is one token; else whitespace, commas, semicolons, slashes,
 * bars and brackets separate tokens ("3bd/2ba", "Austin, TX"). Other punctuation stays inside a
 * token ("1.2m", "3+", "300k-500k", "$450k") and is left to the text match to split.
 */
const TOKEN = /\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?[a-z+]*|[^\s,;/|()[\]{}]+/gi;

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => {
    const raw = match[0];
    const word = /^\$?\d{1,3}(?:,\d{3})+/.test(raw) ? raw.replaceAll(",", "") : raw;
    return {
      text: raw,
      word: word.toLowerCase(),
      start: match.index,
      end: match.index + raw.length,
    };
  });
}
