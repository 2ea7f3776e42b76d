/**
 * Text a one-line field may hold: no line breaks (CR, LF, NEL, the Unicode line and paragraph
 * separators), tabs or other control characters, which a name or title cannot show.
 */
export const SINGLE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;

/** `text` made one line: each run of spaces, line breaks and control characters is one space. */
export function asSingleLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, " ").trim();
}
