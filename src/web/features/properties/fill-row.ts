/**
 * A row of cards topped up to whole rows from `extra` (skipping what it already holds), so a short
 * list leaves no empty slot at the row's end: two featured homes and one of the newest fill a
 * row of three. Without enough extra, what there is.
 */
export function fillRow<T extends { id: string }>(
  items: readonly T[],
  extra: readonly T[],
  rowSize: number,
): T[] {
  const short = (rowSize - (items.length % rowSize)) % rowSize;
  if (short === 0) return [...items];
  const held = new Set(items.map((item) => item.id));
  return [...items, ...extra.filter((item) => !held.has(item.id)).slice(0, short)];
}
