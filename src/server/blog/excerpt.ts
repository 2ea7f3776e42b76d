import { BLOG_WORDS_PER_MINUTE, EXCERPT_LENGTH } from "@/shared/blog";

/** Past this share of the limit a cut goes back to the last space; a longer word is cut through. */
const MIN_KEPT = Math.floor(EXCERPT_LENGTH * 0.6);

/**
 * A post card's excerpt: the plain text whole when it fits in EXCERPT_LENGTH
 * characters, else at most that many followed by "…". The cut falls on the last word boundary
 * so a card never ends in half a word, unless that would drop more than 40% of the room (one very
 * long word or URL), and then it falls at the limit. Characters are counted as code points, so an
 * emoji is never split.
 */
export function excerptOf(plainText: string): string {
  const chars = Array.from(plainText.trim());
  if (chars.length <= EXCERPT_LENGTH) return chars.join("");
  let cut = EXCERPT_LENGTH;
  if (!/\s/.test(chars[EXCERPT_LENGTH] ?? "")) {
    const lastSpace = chars.slice(0, EXCERPT_LENGTH).findLastIndex((char) => /\s/.test(char));
    if (lastSpace >= MIN_KEPT) cut = lastSpace;
  }
  return `${chars.slice(0, cut).join("").trimEnd()}…`;
}

/** "n min read" at BLOG_WORDS_PER_MINUTE, rounded up, never less than one minute. */
export function readMinutes(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
}
