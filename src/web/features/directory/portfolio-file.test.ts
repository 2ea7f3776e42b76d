import { describe, expect, it } from "vitest";
import { AVATAR_SIZE_ERROR, AVATAR_TYPE_ERROR } from "@/shared/schemas/profile";
import { checkPortfolioFile, moveImage } from "./portfolio-file";

describe("checkPortfolioFile", () => {
  it("takes images up to 5 MB", () => {
    expect(checkPortfolioFile(new Blob(["x"], { type: "image/png" }))).toBeNull();
    const fiveMb = new Blob([new Uint8Array(5 * 1024 * 1024)], { type: "image/jpeg" });
    expect(checkPortfolioFile(fiveMb)).toBeNull();
  });

  it("refuses other files and larger images with the avatar's messages", () => {
    expect(checkPortfolioFile(new Blob(["x"], { type: "text/plain" }))).toBe(AVATAR_TYPE_ERROR);
    const tooBig = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: "image/png" });
    expect(checkPortfolioFile(tooBig)).toBe(AVATAR_SIZE_ERROR);
  });
});

describe("moveImage", () => {
  const images = [{ id: "a" }, { id: "b" }, { id: "c" }];
  const ids = (list: { id: string }[]) => list.map((image) => image.id).join("");

  it("moves one place up or down", () => {
    expect(ids(moveImage(images, "b", -1))).toBe("bac");
    expect(ids(moveImage(images, "b", 1))).toBe("acb");
  });

  it("leaves the ends and unknown ids alone", () => {
    expect(moveImage(images, "a", -1)).toBe(images);
    expect(moveImage(images, "c", 1)).toBe(images);
    expect(moveImage(images, "z", 1)).toBe(images);
  });
});
