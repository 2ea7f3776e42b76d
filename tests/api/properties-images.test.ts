import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../../src/server/properties/cursor";
import { toPropertyImage, toResponsiveImage } from "../../src/server/properties/images";

const base = { storageKey: "properties/p1/i1", width: 1600, height: 1200 };

describe("toResponsiveImage (the image URL contract)", () => {
  it("lists every width in srcSet and uses 960 as src", () => {
    expect(toResponsiveImage({ ...base, widths: [480, 960, 1600] })).toEqual({
      src: "/media/properties/p1/i1-960.webp",
      srcSet:
        "/media/properties/p1/i1-480.webp 480w, /media/properties/p1/i1-960.webp 960w, /media/properties/p1/i1-1600.webp 1600w",
      width: 1600,
      height: 1200,
    });
  });

  it("picks the width closest to 960, the smaller on a tie", () => {
    const src = (widths: number[]) => toResponsiveImage({ ...base, widths }).src;
    expect(src([480, 1200])).toBe("/media/properties/p1/i1-1200.webp");
    expect(src([480, 1440])).toBe("/media/properties/p1/i1-480.webp");
    expect(src([320, 640])).toBe("/media/properties/p1/i1-640.webp");
    expect(src([1600, 2400])).toBe("/media/properties/p1/i1-1600.webp");
  });

  it("sorts and de-duplicates widths, and falls back to the intrinsic width", () => {
    expect(toResponsiveImage({ ...base, widths: [960, 480, 960] }).srcSet).toBe(
      "/media/properties/p1/i1-480.webp 480w, /media/properties/p1/i1-960.webp 960w",
    );
    expect(toResponsiveImage({ ...base, widths: [] })).toMatchObject({
      src: "/media/properties/p1/i1-1600.webp",
      srcSet: "/media/properties/p1/i1-1600.webp 1600w",
    });
  });

  it("encodes key segments and carries id, label, cover flag and focus", () => {
    const image = {
      ...base,
      storageKey: "properties/a b/c#d",
      widths: [480],
      id: "x",
      label: "Front",
      isCover: true,
      focusX: 0.25,
      focusY: 0.6,
    };
    expect(toPropertyImage(image)).toMatchObject({
      id: "x",
      label: "Front",
      isCover: true,
      focus: { x: 0.25, y: 0.6 },
      src: "/media/properties/a%20b/c%23d-480.webp",
    });
    expect(toPropertyImage({ ...image, focusX: null, focusY: null }).focus).toBeNull();
  });
});

describe("search cursors", () => {
  const id = "0b6f7a52-3c1d-4b8e-9f0a-1234567890ab";
  it("round-trip for each sort order", () => {
    const newest = { sort: "newest", createdAt: "2025-03-04T05:06:07.123456Z", id } as const;
    expect(decodeCursor(encodeCursor(newest), "newest")).toEqual(newest);
    const price = { sort: "price_low", price: 250_000, id } as const;
    expect(decodeCursor(encodeCursor(price), "price_low")).toEqual(price);
    expect(() => decodeCursor(encodeCursor(price), "price_high")).toThrow("not valid");
  });

  it("reject impossible times", () => {
    for (const time of [
      "2025-02-29T00:00:00.000000Z",
      "2025-01-01T24:00:00.000000Z",
      "0099-01-01T00:00:00.000000Z",
    ]) {
      const token = Buffer.from(JSON.stringify(["newest", time, id])).toString("base64url");
      expect(() => decodeCursor(token, "newest")).toThrow("not valid");
    }
  });
});
