import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, AVATAR_SIZE_ERROR, AVATAR_TYPE_ERROR } from "@/shared/schemas/profile";
import { checkImageFile, looksLikeImage } from "./image-file";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const bytes = (values: number[] | string) =>
  typeof values === "string" ? new TextEncoder().encode(values) : new Uint8Array(values);

describe("looksLikeImage", () => {
  it("accepts JPEG, PNG, GIF and WebP signatures", () => {
    expect(looksLikeImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(looksLikeImage(bytes(PNG_HEAD))).toBe(true);
    expect(looksLikeImage(bytes("GIF89a......"))).toBe(true);
    expect(looksLikeImage(bytes("RIFF\u0000\u0000\u0000\u0000WEBP"))).toBe(true);
  });

  it("refuses text, SVG and other RIFF files", () => {
    expect(looksLikeImage(bytes("hello world!"))).toBe(false);
    expect(looksLikeImage(bytes('<svg xmlns="'))).toBe(false);
    expect(looksLikeImage(bytes("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBe(false);
    expect(looksLikeImage(bytes([]))).toBe(false);
  });
});

describe("checkImageFile", () => {
  it("lets a real image through", async () => {
    expect(await checkImageFile(new Blob([bytes(PNG_HEAD)], { type: "image/png" }))).toBeNull();
  });

  it("refuses a non-image type and a text file named like an image", async () => {
    expect(await checkImageFile(new Blob(["hi"], { type: "text/plain" }))).toBe(AVATAR_TYPE_ERROR);
    expect(await checkImageFile(new Blob(["just some text"], { type: "image/png" }))).toBe(
      AVATAR_TYPE_ERROR,
    );
  });

  it("refuses an image over 5 MB", async () => {
    const big = new Blob([bytes(PNG_HEAD), new Uint8Array(AVATAR_MAX_BYTES)], {
      type: "image/png",
    });
    expect(await checkImageFile(big)).toBe(AVATAR_SIZE_ERROR);
  });
});
