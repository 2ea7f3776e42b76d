import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { recordActivity } from "../admin/activity.service";
import type { AppDeps } from "../context";
import { blogPosts } from "../platform/db/schema";
import {
  deleteResponsiveImage,
  type StoredResponsiveImage,
  storeResponsiveImage,
} from "../platform/images";
import { isUuid } from "../properties/ids";
import { setBlogPostCover } from "./save-post.service";

type CoverDeps = Pick<AppDeps, "db" | "storage" | "logger">;

async function removeFiles(
  deps: CoverDeps,
  image: Pick<StoredResponsiveImage, "storageKey" | "widths">,
) {
  await deleteResponsiveImage(deps.storage, image).catch((error: unknown) => {
    // The row no longer points at them; an orphan file is only wasted space.
    deps.logger.warn("blog cover files not deleted", {
      key: image.storageKey,
      error: error instanceof Error ? error.message : String(error),
    });
  });
}

export async function blogPostExists(deps: CoverDeps, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [post] = await deps.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  return post !== undefined;
}

/**
 * Sets (bytes) or removes (null) a post's cover, logged as an update of the post. The new files
 * are written before the row changes and removed again if the change fails, and the old files go
 * only once it has committed: no row ever points at a missing file, and no failure leaves files
 * that nothing points at. False when there is no such post.
 */
export async function replaceBlogPostCover(
  deps: CoverDeps,
  adminId: string,
  id: string,
  bytes: Uint8Array | null,
): Promise<boolean> {
  if (!(await blogPostExists(deps, id))) return false;
  const cover = bytes
    ? await storeResponsiveImage(deps.storage, `blog/${id}/${randomUUID()}`, bytes)
    : null;
  let previous: { coverKey: string | null; coverWidths: number[] } | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const [post] = await tx
        .select({
          title: blogPosts.title,
          coverKey: blogPosts.coverKey,
          coverWidths: blogPosts.coverWidths,
        })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update");
      if (!post) return null;
      await setBlogPostCover(tx, id, cover);
      await recordActivity(tx, {
        adminId,
        action: "blog_post_updated",
        targetType: "blog_post",
        targetId: id,
        details: { title: post.title },
      });
      return post;
    });
  } catch (error) {
    if (cover) await removeFiles(deps, cover);
    throw error;
  }
  if (!previous) {
    // Deleted while the image was being processed.
    if (cover) await removeFiles(deps, cover);
    return false;
  }
  if (previous.coverKey)
    await removeFiles(deps, { storageKey: previous.coverKey, widths: previous.coverWidths });
  return true;
}
