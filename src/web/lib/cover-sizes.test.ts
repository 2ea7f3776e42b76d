import { describe, expect, it } from "vitest";
import { coverSizes } from "./cover-sizes";

const CARD = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";

describe("coverSizes", () => {
  it("widens every length by how much wider the photo is than its box", () => {
    expect(coverSizes(CARD, 4, 4 / 3)).toBe(
      "(min-width: 1280px) calc(400px * 3), (min-width: 640px) calc(50vw * 3), calc(100vw * 3)",
    );
  });

  it("leaves a photo of the box's shape, or a taller one, as it is", () => {
    expect(coverSizes(CARD, 4 / 3, 4 / 3)).toBe(CARD);
    expect(coverSizes(CARD, 3 / 4, 4 / 3)).toBe(CARD);
    expect(coverSizes(CARD, Number.NaN, 4 / 3)).toBe(CARD);
  });
});
