import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { ADMIN_USER_MESSAGES } from "@/shared/admin-users";
import type { Database } from "../platform/db/client";
import {
  blogPostLikes,
  blogPosts,
  bookingPhotos,
  photographerBookings,
  photographerPortfolioImages,
  profiles,
  reelComments,
  reelLikes,
  reels,
  reelUploads,
  stagedUploads,
  user,
} from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import type { Logger } from "../platform/http/logger";
import { renditionKey } from "../platform/images";
import type { Storage } from "../platform/storage/storage";
import { recordActivity } from "./activity.service";
import { assertAnotherActiveAdmin, lockAdminRoster, lockUser } from "./users-roles";

export interface DeleteUserDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

/**
 * Every stored file the account owns: avatar, portfolio renditions, their reels' and uploads'
 * media, and what was delivered into the bookings on either side (they go with the account).
 */
async function filesOf(tx: Database, userId: string): Promise<string[]> {
  // One after another: a transaction is one connection, which runs one query at a time.
  const profile = await tx
    .select({ key: profiles.avatarKey })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const portfolio = await tx
    .select({
      key: photographerPortfolioImages.storageKey,
      widths: photographerPortfolioImages.widths,
    })
    .from(photographerPortfolioImages)
    .where(eq(photographerPortfolioImages.photographerId, userId));
  const posted = await tx
    .select({
      video: reels.videoKey,
      small: reels.smallVideoKey,
      captions: reels.captionsKey,
      poster: reels.posterKey,
      widths: reels.posterWidths,
      frames: reels.frameKeys,
      frameWidths: reels.frameWidths,
    })
    .from(reels)
    .where(eq(reels.authorId, userId));
  const uploading = await tx
    .select({
      source: reelUploads.sourceKey,
      poster: reelUploads.posterKey,
      widths: reelUploads.posterWidths,
    })
    .from(reelUploads)
    .where(eq(reelUploads.authorId, userId));
  const staged = await tx
    .select({ key: stagedUploads.storageKey, widths: stagedUploads.widths })
    .from(stagedUploads)
    .where(eq(stagedUploads.ownerId, userId));
  const theirBookings = or(
    eq(photographerBookings.realtorId, userId),
    eq(photographerBookings.photographerId, userId),
  );
  const bookingVideos = await tx
    .select({ key: photographerBookings.videoKey })
    .from(photographerBookings)
    .where(theirBookings);
  const delivered = await tx
    .select({ key: bookingPhotos.storageKey, widths: bookingPhotos.widths })
    .from(bookingPhotos)
    .innerJoin(photographerBookings, eq(photographerBookings.id, bookingPhotos.bookingId))
    .where(theirBookings);
  return [
    ...profile.flatMap((row) => (row.key ? [row.key] : [])),
    ...portfolio.flatMap((image) => image.widths.map((width) => renditionKey(image.key, width))),
    ...staged.flatMap((upload) => upload.widths.map((width) => renditionKey(upload.key, width))),
    ...delivered.flatMap((photo) => photo.widths.map((width) => renditionKey(photo.key, width))),
    ...bookingVideos.flatMap((booking) => (booking.key ? [booking.key] : [])),
    ...posted.flatMap((reel) => [
      ...[reel.video, reel.small, reel.captions].filter((key) => key !== null),
      ...reel.widths.map((width) => renditionKey(reel.poster, width)),
      ...(reel.frames ?? []).flatMap((frame) =>
        (reel.frameWidths ?? []).map((width) => renditionKey(frame, width)),
      ),
    ]),
    ...uploading.flatMap(({ source, poster, widths }) => [
      source,
      ...(poster && widths ? widths.map((width) => renditionKey(poster, width)) : []),
    ]),
  ];
}

/**
 * The cascade removes the user's likes and comments, so the counters kept on other people's
 * reels and posts are brought down first, in the same transaction.
 */
async function releaseCounters(tx: Database, userId: string) {
  const notTheirs = or(isNull(reels.authorId), ne(reels.authorId, userId));
  const liked = tx
    .select({ id: reelLikes.reelId })
    .from(reelLikes)
    .where(eq(reelLikes.userId, userId));
  await tx
    .update(reels)
    .set({ likeCount: sql`greatest(${reels.likeCount} - 1, 0)` })
    .where(and(inArray(reels.id, liked), notTheirs));
  await tx
    .update(reels)
    .set({
      commentCount: sql`greatest(${reels.commentCount} - (select count(*)::int from ${reelComments} where ${reelComments.reelId} = ${reels.id} and ${reelComments.userId} = ${userId}), 0)`,
    })
    .where(
      and(
        inArray(
          reels.id,
          tx
            .select({ id: reelComments.reelId })
            .from(reelComments)
            .where(eq(reelComments.userId, userId)),
        ),
        notTheirs,
      ),
    );
  const likedPosts = tx
    .select({ id: blogPostLikes.postId })
    .from(blogPostLikes)
    .where(eq(blogPostLikes.userId, userId));
  await tx
    .update(blogPosts)
    .set({ likeCount: sql`greatest(${blogPosts.likeCount} - 1, 0)` })
    .where(inArray(blogPosts.id, likedPosts));
}

/**
 * Delete User: the account and, through the foreign keys' cascades, its sessions, profile, saved
 * items, likes, comments, requests, notifications, directory entries and reels; listings and
 * blog posts stay without their author. The activity row is written in the same transaction,
 * before the row goes, and keeps the name and e-mail. Files go after the commit: a file left
 * behind costs only disk space, while a row pointing at a deleted file would break a page.
 */
export async function deleteUserAsAdmin(
  deps: DeleteUserDeps,
  adminId: string,
  targetId: string,
): Promise<void> {
  if (targetId === adminId) throw ApiError.conflict(ADMIN_USER_MESSAGES.ownDelete);
  const files = await deps.db.transaction(async (tx) => {
    await lockAdminRoster(tx);
    const target = await lockUser(tx, targetId);
    if (target.role === "admin") await assertAnotherActiveAdmin(tx, target.id);
    const keys = await filesOf(tx, target.id);
    await releaseCounters(tx, target.id);
    await recordActivity(tx, {
      adminId,
      action: "user_deleted",
      targetType: "user",
      targetId: target.id,
      details: { name: target.name, email: target.email, role: target.role },
    });
    await tx.delete(user).where(eq(user.id, target.id));
    return keys;
  });
  await Promise.all(
    files.map(async (key) => {
      try {
        await deps.storage.delete(key);
      } catch (error) {
        deps.logger.warn("file of a deleted user not deleted", {
          key,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }),
  );
}
