/** The portfolio with one image moved by `offset` places; unchanged when it cannot move. */
export function moveImage<T extends { id: string }>(images: T[], id: string, offset: number): T[] {
  const from = images.findIndex((image) => image.id === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= images.length) return images;
  const next = [...images];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
