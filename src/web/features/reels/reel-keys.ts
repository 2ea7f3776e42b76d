/**
 * Which way a key moves the reel feed: 1 to the next reel, -1 to the previous, 0 not at all.
 * ArrowDown/ArrowUp, PageDown/PageUp, Space/Shift+Space and j/k, as in other video feeds.
 */
export function reelKeyStep(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): 1 | -1 | 0 {
  if (event.altKey || event.ctrlKey || event.metaKey) return 0;
  if (event.key === " ") return event.shiftKey ? -1 : 1;
  if (event.shiftKey) return 0;
  if (NEXT_KEYS.has(event.key)) return 1;
  if (PREVIOUS_KEYS.has(event.key)) return -1;
  return 0;
}

const NEXT_KEYS = new Set(["ArrowDown", "PageDown", "j"]);
const PREVIOUS_KEYS = new Set(["ArrowUp", "PageUp", "k"]);
