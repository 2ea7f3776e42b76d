import type { ResponsiveImage } from "@/shared/properties";

/** A photo the listing already has. */
interface ExistingPhoto {
  kind: "existing";
  key: string;
  id: string;
  image: ResponsiveImage;
  label: string;
  isCover: boolean;
}

/** A photo chosen in this dialog: uploading, refused by the server, or staged (uploadId). */
interface NewPhoto {
  kind: "new";
  key: string;
  file: File;
  status: "uploading" | "failed" | "ready";
  /** 0 to 1 while uploading. */
  progress: number;
  error: string | null;
  uploadId: string | null;
  image: ResponsiveImage | null;
  label: string;
  isCover: boolean;
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
  | { id: string; label: string; isCover: boolean }
  | { uploadId: string; label: string; isCover: boolean };

export function photosPayload(photos: Photo[]): PhotoPayload[] {
  return photos.flatMap((photo): PhotoPayload[] => {
    const common = { label: photo.label.trim(), isCover: photo.isCover };
    if (photo.kind === "existing") return [{ id: photo.id, ...common }];
    return photo.uploadId ? [{ uploadId: photo.uploadId, ...common }] : [];
  });
}
