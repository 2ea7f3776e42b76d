import type { ListingDraft } from "@/shared/listing-drafts";
import type { PhotoFocus, PropertyImage, ResponsiveImage } from "@/shared/properties";

/** A photo the listing already has. */
interface ExistingPhoto {
  kind: "existing";
  key: string;
  id: string;
  image: ResponsiveImage;
  label: string;
  isCover: boolean;
  focus: PhotoFocus | null;
}

/** A photo chosen in this form: uploading, refused by the server, or staged (uploadId). */
interface NewPhoto {
  kind: "new";
  key: string;
  /** The file chosen; null for a staged photo restored from a draft (nothing to retry). */
  file: File | null;
  status: "uploading" | "failed" | "ready";
  /** 0 to 1 while uploading. */
  progress: number;
  error: string | null;
  uploadId: string | null;
  image: ResponsiveImage | null;
  label: string;
  isCover: boolean;
  focus: PhotoFocus | null;
}

export type Photo = ExistingPhoto | NewPhoto;

/** Exactly one cover whenever there are photos: the first one when none is chosen. */
function withCover(photos: Photo[]): Photo[] {
  if (photos.length === 0 || photos.some((photo) => photo.isCover)) return photos;
  return photos.map((photo, index) => (index === 0 ? { ...photo, isCover: true } : photo));
}

/** New photos go after the existing ones; the first photo of an empty listing is the cover. */
export function addPhotos(photos: Photo[], added: Photo[]): Photo[] {
  return withCover([...photos, ...added.map((photo) => ({ ...photo, isCover: false }))]);
}

/** Choosing a cover clears every other one, existing and new alike. */
export function setCover(photos: Photo[], key: string): Photo[] {
  if (!photos.some((photo) => photo.key === key)) return photos;
  return photos.map((photo) => ({ ...photo, isCover: photo.key === key }));
}

/** Removing the cover makes the first remaining photo the cover. */
export function removePhoto(photos: Photo[], key: string): Photo[] {
  return withCover(photos.filter((photo) => photo.key !== key));
}

/** Moves one photo by `offset` places (Move earlier / Move later); unchanged at the ends. */
export function movePhoto(photos: Photo[], key: string, offset: number): Photo[] {
  const from = photos.findIndex((photo) => photo.key === key);
  return moveIndex(photos, from, from + offset);
}

/** Drag and drop: the dragged photo takes the place of the one it was dropped on. */
export function movePhotoTo(photos: Photo[], key: string, targetKey: string): Photo[] {
  const from = photos.findIndex((photo) => photo.key === key);
  const to = photos.findIndex((photo) => photo.key === targetKey);
  return moveIndex(photos, from, to);
}

function moveIndex(photos: Photo[], from: number, to: number): Photo[] {
  if (from < 0 || to < 0 || to >= photos.length || from === to) return photos;
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function updatePhoto(photos: Photo[], key: string, change: Partial<NewPhoto>): Photo[] {
  return photos.map((photo) =>
    photo.key === key && photo.kind === "new" ? { ...photo, ...change } : photo,
  );
}

export function relabelPhoto(photos: Photo[], key: string, label: string): Photo[] {
  return photos.map((photo) => (photo.key === key ? { ...photo, label } : photo));
}

/** Where the photo's crops keep its subject; null puts it back in the centre. */
export function focusPhoto(photos: Photo[], key: string, focus: PhotoFocus | null): Photo[] {
  return photos.map((photo) => (photo.key === key ? { ...photo, focus } : photo));
}

/** Why the form cannot be saved yet because of its photos, or null when it can. */
export function photosBlocker(photos: Photo[]): string | null {
  if (photos.length === 0) return "At least one image is required";
  if (photos.some((photo) => photo.kind === "new" && photo.status === "uploading")) {
    return "Please wait until every photo has uploaded.";
  }
  if (photos.some((photo) => photo.kind === "new" && photo.status === "failed")) {
    return "Retry or remove the photos that could not be uploaded.";
  }
  return null;
}

/** The images of the save, in display order: existing photos by id, new ones by uploadId. */
export type PhotoPayload =
  | { id: string; label: string; isCover: boolean; focus: PhotoFocus | null }
  | { uploadId: string; label: string; isCover: boolean; focus: PhotoFocus | null };

export function photosPayload(photos: Photo[]): PhotoPayload[] {
  return photos.flatMap((photo): PhotoPayload[] => {
    const common = { label: photo.label.trim(), isCover: photo.isCover, focus: photo.focus };
    if (photo.kind === "existing") return [{ id: photo.id, ...common }];
    return photo.uploadId ? [{ uploadId: photo.uploadId, ...common }] : [];
  });
}

/**
 * A draft's photos as the form holds them: the listing's own found among its images now (one
 * removed since is left out) and staged uploads ready to save.
 */
export function photosFromDraft(
  draft: ListingDraft["photos"],
  images: readonly PropertyImage[],
): Photo[] {
  const photos = draft.flatMap((photo): Photo[] => {
    const common = { label: photo.label, isCover: photo.isCover, focus: photo.focus ?? null };
    if ("uploadId" in photo) {
      return [
        {
          kind: "new",
          key: `draft-${photo.uploadId}`,
          file: null,
          status: "ready",
          progress: 1,
          error: null,
          uploadId: photo.uploadId,
          image: photo.image,
          ...common,
        },
      ];
    }
    const image = images.find((candidate) => candidate.id === photo.id);
    return image ? [{ kind: "existing", key: image.id, id: image.id, image, ...common }] : [];
  });
  return withCover(photos);
}
