import type { Token } from "./tokens";

/** The parts of a typed search the parser can turn into filters. */
export const UNDERSTOOD_PARTS = ["beds", "baths", "types", "amenities", "price", "place"] as const;
export type UnderstoodPart = (typeof UNDERSTOOD_PARTS)[number];

/** Who took a token: a part, a filler word, or nobody yet (then it stays a word to match). */
export type Owner = UnderstoodPart | "filler" | null;

/**
 * The tokens of a text and which part has taken each, shared by the parser's passes: a token
 * one pass takes is never read again by a later one.
 */
export class Claims {
  readonly owner: Owner[];

  constructor(readonly tokens: readonly Token[]) {
    this.owner = tokens.map(() => null);
  }

  free(i: number): boolean {
    return i >= 0 && i < this.tokens.length && this.owner[i] === null;
  }

  word(i: number): string {
    return this.tokens[i]?.word ?? "";
  }

  take(part: Exclude<Owner, null>, from: number, count = 1): void {
    for (let i = from; i < from + count; i++) this.owner[i] = part;
  }

  /** How many tokens of one of the phrases start at `at`, all free; 0 for none. */
  phraseAt(at: number, phrases: readonly string[]): number {
    for (const phrase of phrases) {
      const words = phrase.split(" ");
      if (words.every((w, k) => this.free(at + k) && this.word(at + k) === w)) return words.length;
    }
    return 0;
  }

  /** Takes one of the phrases that ends right before `at` ("at least" 3 beds), if there is one. */
  takeLeading(part: UnderstoodPart, at: number, phrases: readonly string[]): void {
    for (let count = 3; count >= 1; count--) {
      if (this.phraseAt(at - count, phrases) === count) {
        this.take(part, at - count, count);
        return;
      }
    }
  }
}
