import { describe, expect, it } from "vitest";
import { moveImage } from "./move-image";

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
