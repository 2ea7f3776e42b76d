import { useCallback, useEffect, useRef, useState } from "react";
import { PROPERTY_IMAGES_MAX } from "@/shared/manage-properties";
import type { PhotoFocus, PropertyImage } from "@/shared/properties";
import { errorMessage } from "@/web/lib/api-client";
import { notifyError } from "@/web/lib/notify";
import { uploadPropertyImage } from "../api/upload-property-image";
import { checkPhotoFile } from "../check-photo-file";
import {
  addPhotos,
  focusPhoto,
  movePhoto,
  movePhotoTo,
  type Photo,
  relabelPhoto,
  removePhoto,
  setCover,
  updatePhoto,
} from "../photo-list";

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

function existingPhotos(images: readonly PropertyImage[]): Photo[] {
  return images.map((image) => ({
    kind: "existing",
    key: image.id,
    id: image.id,
    image,
    label: image.label,
    isCover: image.isCover,
    focus: image.focus,
  }));
}

/**
 * Whether the gallery differs from the one the form opened with: a photo added or removed,
 * the order, the cover or a label (as saved, trimmed) changed.
 */
function photosChanged(before: readonly Photo[], now: readonly Photo[]): boolean {
  return (
    before.length !== now.length ||
    now.some((photo, index) => {
      const was = before[index];
      return (
        photo.key !== was?.key ||
        photo.isCover !== was.isCover ||
        photo.focus?.x !== was.focus?.x ||
        photo.focus?.y !== was.focus?.y ||
        photo.label.trim() !== was.label.trim()
      );
    })
  );
}

/**
 * The form's photos: the listing's own plus new ones, each checked, then uploaded at once with
 * its progress. Uploads still running when the page is left are cancelled.
 */
export function usePhotos(initial: readonly PropertyImage[] = []) {
  const [original] = useState<Photo[]>(() => addPhotos(existingPhotos(initial), []));
  const [photos, setPhotos] = useState(original);
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const upload = useCallback((key: string, file: File) => {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    setPhotos((list) => updatePhoto(list, key, { status: "uploading", progress: 0, error: null }));
    uploadPropertyImage(
      file,
      (progress) => setPhotos((list) => updatePhoto(list, key, { progress })),
      controller.signal,
    )
      .then((staged) =>
        setPhotos((list) =>
          updatePhoto(list, key, {
            status: "ready",
            progress: 1,
            uploadId: staged.uploadId,
            image: staged,
          }),
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setPhotos((list) =>
          updatePhoto(list, key, {
            status: "failed",
            error: errorMessage(error, "The photo could not be uploaded."),
          }),
        );
      })
      .finally(() => uploads.current.delete(key));
  }, []);

  const add = useCallback(
    async (files: readonly File[], current: number) => {
      const room = PROPERTY_IMAGES_MAX - current;
      if (files.length > room) {
        notifyError(
          "Too many photos",
          null,
          `A listing can have at most ${PROPERTY_IMAGES_MAX} photos.`,
        );
      }
      const accepted: Photo[] = [];
      for (const file of files.slice(0, Math.max(room, 0))) {
        const problem = await checkPhotoFile(file);
        if (problem) {
          notifyError(problem.title, null, `${file.name}: ${problem.message}`);
          continue;
        }
        accepted.push({
          kind: "new",
          key: newKey(),
          file,
          status: "uploading",
          progress: 0,
          error: null,
          uploadId: null,
          image: null,
          label: "",
          isCover: false,
          focus: null,
        });
      }
      if (accepted.length === 0) return;
      setPhotos((list) => addPhotos(list, accepted));
      for (const photo of accepted)
        if (photo.kind === "new" && photo.file) upload(photo.key, photo.file);
    },
    [upload],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setPhotos((list) => removePhoto(list, key));
  }, []);

  return {
    photos,
    /** Something the user did to the photos would be lost by closing without saving. */
    changed: photosChanged(original, photos),
    add: (files: readonly File[]) => add(files, photos.length),
    retry: (photo: Photo) =>
      photo.kind === "new" && photo.file ? upload(photo.key, photo.file) : undefined,
    /** Takes a restored draft's photos in place of the current ones. */
    replace: (restored: Photo[]) => setPhotos(restored),
    remove,
    setCover: (key: string) => setPhotos((list) => setCover(list, key)),
    move: (key: string, offset: number) => setPhotos((list) => movePhoto(list, key, offset)),
    moveTo: (key: string, target: string) => setPhotos((list) => movePhotoTo(list, key, target)),
    relabel: (key: string, label: string) => setPhotos((list) => relabelPhoto(list, key, label)),
    focus: (key: string, focus: PhotoFocus | null) =>
      setPhotos((list) => focusPhoto(list, key, focus)),
  };
}

export type PhotosController = ReturnType<typeof usePhotos>;
