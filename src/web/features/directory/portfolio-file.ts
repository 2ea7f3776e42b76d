import { AVATAR_MAX_BYTES, AVATAR_SIZE_ERROR, AVATAR_TYPE_ERROR } from "@/shared/schemas/profile";

/** What the file input offers: the formats the server's image pipeline reads. */
export const PORTFOLIO_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/**
 * The avatar's checks and messages (part 2 §5), applied before anything is sent; the server
 * checks the bytes themselves again. Null when the file may be uploaded.
 */
export function checkPortfolioFile(
  file: Blob,
): typeof AVATAR_TYPE_ERROR | typeof AVATAR_SIZE_ERROR | null {
  if (!file.type.startsWith("image/")) return AVATAR_TYPE_ERROR;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_SIZE_ERROR;
  return null;
}

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
