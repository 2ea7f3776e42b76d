import { describe, expect, it } from "vitest";
import { PROPERTY_IMAGE_MAX_BYTES } from "@/shared/manage-properties";
import { AVATAR_TYPE_ERROR } from "@/shared/schemas/profile";
import { checkPhotoFile, PHOTO_SIZE_ERROR } from "./check-photo-file";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];

describe("checkPhotoFile", () => {
  it("accepts an image by its bytes, also above the avatar limit", async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    expect(await checkPhotoFile(new File([big], "big.png", { type: "image/png" }))).toBeNull();
  });

  it("refuses a text file renamed .jpg and a non-image type", async () => {
    const renamed = new File(["just some text here"], "photo.jpg", { type: "image/jpeg" });
    expect(await checkPhotoFile(renamed)).toBe(AVATAR_TYPE_ERROR);
    const pdf = new File(["%PDF-1.4"], "doc.pdf", { type: "application/pdf" });
    expect(await checkPhotoFile(pdf)).toBe(AVATAR_TYPE_ERROR);
  });

  it("refuses files over the listing photo limit", async () => {
    const huge = new File([new Uint8Array(PROPERTY_IMAGE_MAX_BYTES + 1)], "huge.png", {
      type: "image/png",
    });
    expect(await checkPhotoFile(huge)).toBe(PHOTO_SIZE_ERROR);
  });
});
