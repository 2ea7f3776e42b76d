import { and, eq, gte, inArray } from "drizzle-orm";
import { MANAGE_PROPERTY_MESSAGES } from "@/shared/manage-properties";
import type { PropertyFormValues } from "@/shared/schemas/property-form";
import type { Database } from "../platform/db/client";
import { type propertyImages, stagedUploads } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { stagedUploadCutoff } from "./staged-uploads.service";

type FormImage = PropertyFormValues["images"][number];
type ImageRow = typeof propertyImages.$inferSelect;
type UploadRow = typeof stagedUploads.$inferSelect;

/** Where one photo of the saved gallery comes from, with its place in it. */
type PlannedImage = {
  position: number;
  label: string;
  isCover: boolean;
  focus: FormImage["focus"];
} & ({ kind: "existing"; row: ImageRow } | { kind: "upload"; row: UploadRow });

export interface ImagePlan {
  /** The gallery in order, exactly one of them the cover. */
  images: PlannedImage[];
  /** Photos of the listing left out of the form: their rows and files go. */
  removed: ImageRow[];
}

const imagesIssue = (message: string) => ApiError.validation([{ path: "images", message }]);

/**
 * Checks the form's photos against the database inside the save's transaction: each `id` must be
 * a photo of this listing, each `uploadId` an unexpired upload of this user, none twice. The
 * uploads are locked so the sweeper cannot take them before the commit. The cover is the photo
 * marked as such, else the first.
 */
export async function planImages(
  tx: Database,
  ownerId: string,
  form: FormImage[],
  current: ImageRow[],
): Promise<ImagePlan> {
  const ids = form.flatMap((image) => (image.id ? [image.id] : []));
  const uploadIds = form.flatMap((image) => (image.uploadId ? [image.uploadId] : []));
  if (new Set(ids).size !== ids.length || new Set(uploadIds).size !== uploadIds.length) {
    throw imagesIssue(MANAGE_PROPERTY_MESSAGES.duplicateImage);
  }
  const existing = new Map(current.map((row) => [row.id, row]));
  if (ids.some((id) => !existing.has(id))) {
    throw imagesIssue(MANAGE_PROPERTY_MESSAGES.imageNotFound);
  }
  const uploads =
    uploadIds.length === 0
      ? []
      : await tx
          .select()
          .from(stagedUploads)
          .where(
            and(
              inArray(stagedUploads.id, uploadIds),
              eq(stagedUploads.ownerId, ownerId),
              gte(stagedUploads.createdAt, stagedUploadCutoff()),
            ),
          )
          .for("update");
  const staged = new Map(uploads.map((row) => [row.id, row]));
  if (uploadIds.some((id) => !staged.has(id))) {
    throw imagesIssue(MANAGE_PROPERTY_MESSAGES.uploadNotFound);
  }

  const marked = form.findIndex((image) => image.isCover);
  const cover = marked === -1 ? 0 : marked;
  const images = form.map((image, position): PlannedImage => {
    const common = {
      position,
      label: image.label,
      isCover: position === cover,
      focus: image.focus,
    };
    return image.id
      ? { ...common, kind: "existing", row: existing.get(image.id) as ImageRow }
      : { ...common, kind: "upload", row: staged.get(image.uploadId as string) as UploadRow };
  });
  const kept = new Set(ids);
  return { images, removed: current.filter((row) => !kept.has(row.id)) };
}
