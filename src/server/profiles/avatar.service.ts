import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../platform/db/client";
import { profiles } from "../platform/db/schema";
import type { Logger } from "../platform/http/logger";
import { AVATAR_CONTENT_TYPE, processAvatar } from "../platform/images/process-avatar";
import type { Storage } from "../platform/storage/storage";
import { ensureProfileRow, type ProfileOwner } from "./profiles.service";

export interface AvatarDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

/** A fresh random name per upload, so a browser or proxy never shows a cached older avatar. */
function avatarKey(userId: string): string {
  return `avatars/${userId}/${randomUUID()}.webp`;
}

/**
 * Re-encodes the upload (see processAvatar; throws ImageRejectedError for non-images), stores it
 * and points the profile at it, then deletes the previous file. The order means a failure at any
 * step leaves the profile pointing at a file that exists.
 */
export async function replaceAvatar(
  deps: AvatarDeps,
  owner: ProfileOwner,
  upload: Uint8Array,
): Promise<void> {
  const avatar = await processAvatar(upload);
  const key = avatarKey(owner.id);
  await deps.storage.put(key, avatar.bytes, { contentType: AVATAR_CONTENT_TYPE });
  let previous: string | null;
  try {
    previous = await swapAvatarKey(deps.db, owner, key);
  } catch (error) {
    await deleteQuietly(deps, key);
    throw error;
  }
  if (previous) await deleteQuietly(deps, previous);
}

/** Clears the avatar (the profile then shows initials) and deletes its file. */
export async function removeAvatar(deps: AvatarDeps, owner: ProfileOwner): Promise<void> {
  const previous = await swapAvatarKey(deps.db, owner, null);
  if (previous) await deleteQuietly(deps, previous);
}

/**
 * Sets the profile's avatar key and returns the one it replaced. The row is locked while it is
 * read, so of two uploads at once each sees the other's key and no file is left unreferenced.
 */
async function swapAvatarKey(
  db: Database,
  owner: ProfileOwner,
  key: string | null,
): Promise<string | null> {
  await ensureProfileRow(db, owner);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ avatarKey: profiles.avatarKey })
      .from(profiles)
      .where(eq(profiles.id, owner.id))
      .for("update");
    await tx
      .update(profiles)
      .set({ avatarKey: key, updatedAt: new Date() })
      .where(eq(profiles.id, owner.id));
    return rows[0]?.avatarKey ?? null;
  });
}

/** A file left behind costs disk space only; the user's request has already succeeded. */
async function deleteQuietly(deps: AvatarDeps, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.logger.warn("avatar file not deleted", {
      key,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
