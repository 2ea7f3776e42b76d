/** `text` made one line: each run of spaces, line breaks and control characters is one space. */
export function asSingleLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, " ").trim();
}
