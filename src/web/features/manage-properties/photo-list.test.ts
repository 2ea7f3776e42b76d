import { describe, expect, it } from "vitest";
import {
  addPhotos,
  focusPhoto,
  movePhoto,
  movePhotoTo,
  type Photo,
  photosBlocker,
  photosPayload,
  removePhoto,
  setCover,
} from "./photo-list";

const image = { src: "/m/a.webp", srcSet: "/m/a.webp 640w", width: 640, height: 480 };

function existing(id: string, isCover = false): Photo {
  return { kind: "existing", key: id, id, image, label: `Photo ${id}`, isCover, focus: null };
}

function fresh(key: string, status: "uploading" | "failed" | "ready" = "ready"): Photo {
  return {
    kind: "new",
    key,
    file: new File(["x"], `${key}.jpg`, { type: "image/jpeg" }),
    status,
    progress: status === "ready" ? 1 : 0,
    error: status === "failed" ? "Please upload an image file" : null,
    uploadId: status === "ready" ? `upload-${key}` : null,
    image: status === "ready" ? image : null,
    label: "",
    isCover: false,
    focus: null,
  };
}

const covers = (photos: Photo[]) => photos.filter((p) => p.isCover).map((p) => p.key);
const order = (photos: Photo[]) => photos.map((p) => p.key);

describe("cover rules", () => {
  it("makes the first photo the cover by default", () => {
    expect(covers(addPhotos([], [fresh("a"), fresh("b")]))).toEqual(["a"]);
  });

  it("keeps an existing cover when photos are added", () => {
    const photos = addPhotos([existing("x"), existing("y", true)], [fresh("a")]);
    expect(covers(photos)).toEqual(["y"]);
    expect(order(photos)).toEqual(["x", "y", "a"]);
  });

  it("never lets added photos bring a second cover", () => {
    const added = { ...fresh("a"), isCover: true } as Photo;
    expect(covers(addPhotos([existing("x", true)], [added]))).toEqual(["x"]);
  });

  it("choosing a cover clears the others, existing and new", () => {
    const photos = addPhotos([existing("x", true)], [fresh("a")]);
    expect(covers(setCover(photos, "a"))).toEqual(["a"]);
    expect(covers(setCover(photos, "missing"))).toEqual(["x"]);
  });

  it("removing the cover promotes the first remaining photo", () => {
    const photos = addPhotos([], [fresh("a"), fresh("b"), fresh("c")]);
    const withCoverB = setCover(photos, "b");
    expect(covers(removePhoto(withCoverB, "b"))).toEqual(["a"]);
    expect(covers(removePhoto(withCoverB, "a"))).toEqual(["b"]);
    expect(removePhoto([fresh("a")], "a")).toEqual([]);
  });
});

describe("reordering", () => {
  const photos = addPhotos([], [fresh("a"), fresh("b"), fresh("c")]);

  it("moves earlier and later, and not past the ends", () => {
    expect(order(movePhoto(photos, "b", -1))).toEqual(["b", "a", "c"]);
    expect(order(movePhoto(photos, "b", 1))).toEqual(["a", "c", "b"]);
    expect(movePhoto(photos, "a", -1)).toBe(photos);
    expect(movePhoto(photos, "c", 1)).toBe(photos);
  });

  it("drops a dragged photo in the target's place", () => {
    expect(order(movePhotoTo(photos, "c", "a"))).toEqual(["c", "a", "b"]);
    expect(order(movePhotoTo(photos, "a", "c"))).toEqual(["b", "c", "a"]);
  });
});

describe("saving", () => {
  it("needs at least one photo and no upload running or failed", () => {
    expect(photosBlocker([])).toBe("At least one image is required");
    expect(photosBlocker([fresh("a", "uploading")])).toMatch(/wait/);
    expect(photosBlocker([fresh("a", "failed")])).toMatch(/Retry or remove/);
    expect(photosBlocker([existing("x"), fresh("a")])).toBeNull();
  });

  it("sends photos in order: existing by id, new by uploadId, with labels, cover and focus", () => {
    const photos = setCover(addPhotos([existing("x", true)], [fresh("a")]), "a");
    const focused = focusPhoto(photos, "x", { x: 0.2, y: 0.7 });
    expect(photosPayload(movePhoto(focused, "a", -1))).toEqual([
      { uploadId: "upload-a", label: "", isCover: true, focus: null },
      { id: "x", label: "Photo x", isCover: false, focus: { x: 0.2, y: 0.7 } },
    ]);
    expect(photosPayload(focusPhoto(focused, "x", null))[0]?.focus).toBeNull();
  });
});
