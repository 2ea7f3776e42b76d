import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type {
  ListingDraft,
  ListingDraftSaved,
  ListingDraftStagedPhoto,
  ListingDraftValues,
} from "@/shared/listing-drafts";
import { stagedUploadCutoff } from "../manage-properties/staged-uploads.service";
import type { Database } from "../platform/db/client";
import { listingDrafts, stagedUploads } from "../platform/db/schema";
import { toResponsiveImage } from "../properties/images";

/** Whose draft of which listing; `propertyId` null for the listing not created yet. */
export interface DraftKey {
  ownerId: string;
  propertyId: string | null;
}

const matches = ({ ownerId, propertyId }: DraftKey) =>
  and(
    eq(listingDrafts.ownerId, ownerId),
    propertyId === null
      ? isNull(listingDrafts.propertyId)
      : eq(listingDrafts.propertyId, propertyId),
  );

/**
 * The draft with its staged photos' images. A staged upload lives a day: photos whose upload has
 * been swept (or is about to be) are left out and counted, so the form never offers a photo the
 * save would refuse.
 */
export async function readListingDraft(db: Database, key: DraftKey): Promise<ListingDraft | null> {
  const [row] = await db.select().from(listingDrafts).where(matches(key));
  if (!row) return null;
  const uploadIds = row.values.photos.flatMap((photo) =>
    "uploadId" in photo ? [photo.uploadId] : [],
  );
  const live =
    uploadIds.length === 0
      ? []
      : await db
          .select()
          .from(stagedUploads)
          .where(
            and(
              inArray(stagedUploads.id, uploadIds),
              eq(stagedUploads.ownerId, key.ownerId),
              gte(stagedUploads.createdAt, stagedUploadCutoff()),
            ),
          );
  const byId = new Map(live.map((upload) => [upload.id, upload]));
  const photos = row.values.photos.flatMap((photo): ListingDraft["photos"] => {
    if (!("uploadId" in photo)) return [photo];
    const upload = byId.get(photo.uploadId);
    if (!upload) return [];
    const staged: ListingDraftStagedPhoto = { ...photo, image: toResponsiveImage(upload) };
    return [staged];
  });
  return {
    fields: row.values.fields,
    photos,
    expiredPhotos: row.values.photos.length - photos.length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Keeps the latest values: one row per key, replaced on each autosave. */
export async function writeListingDraft(
  db: Database,
  key: DraftKey,
  values: ListingDraftValues,
): Promise<ListingDraftSaved> {
  const now = new Date();
  await db
    .insert(listingDrafts)
    .values({ ...key, values, updatedAt: now })
    .onConflictDoUpdate({
      target: [listingDrafts.ownerId, listingDrafts.propertyId],
      set: { values: sql`excluded.values`, updatedAt: now },
    });
  return { updatedAt: now.toISOString() };
}

/** Removes the draft (discarded, or saved as the listing). */
export async function deleteListingDraft(db: Database, key: DraftKey): Promise<void> {
  await db.delete(listingDrafts).where(matches(key));
}
