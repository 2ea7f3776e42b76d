import type { CollectionReaction } from "@/shared/collections";

/** How each reaction reads on a button and beside a member's name. */
export const REACTION_WORDS: Record<CollectionReaction, { label: string; mark: string }> = {
  love: { label: "Love", mark: "♥" },
  maybe: { label: "Maybe", mark: "?" },
  no: { label: "No", mark: "✕" },
};
