import { describe, expect, it } from "vitest";
import { pickRendition, startingRendition } from "./pick-rendition";

const full = { url: "/full.mp4", width: 720, height: 1280 };
const small = { url: "/small.mp4", width: 360, height: 640 };
const renditions = [full, small];
const wide = { cssWidth: 500, devicePixelRatio: 2 };

describe("pickRendition", () => {
  it("takes the small rendition on data saving and slow connections", () => {
    expect(pickRendition(renditions, { ...wide, connection: { saveData: true } })).toBe(small);
    for (const effectiveType of ["slow-2g", "2g", "3g"]) {
      expect(pickRendition(renditions, { ...wide, connection: { effectiveType } })).toBe(small);
    }
    expect(pickRendition(renditions, { ...wide, connection: { downlink: 4.9 } })).toBe(small);
  });

  it("takes the full rendition on a fast connection when the box needs it", () => {
    const fast = { effectiveType: "4g", downlink: 10, saveData: false };
    expect(pickRendition(renditions, { ...wide, connection: fast })).toBe(full);
    expect(pickRendition(renditions, wide)).toBe(full);
  });

  it("takes the small rendition when it already covers the box", () => {
    expect(pickRendition(renditions, { cssWidth: 180, devicePixelRatio: 2 })).toBe(small);
    expect(pickRendition(renditions, { cssWidth: 360, devicePixelRatio: 1 })).toBe(small);
  });

  it("counts at most two device pixels per CSS pixel", () => {
    expect(pickRendition(renditions, { cssWidth: 180, devicePixelRatio: 3 })).toBe(small);
  });

  it("takes the smallest wide enough, else the largest, whatever the order", () => {
    const medium = { url: "/medium.mp4", width: 540, height: 960 };
    const three = [full, medium, small];
    expect(pickRendition(three, { cssWidth: 250, devicePixelRatio: 2 })).toBe(medium);
    expect(pickRendition(three, { cssWidth: 1000, devicePixelRatio: 1 })).toBe(full);
    expect(pickRendition([full], { cssWidth: 100, devicePixelRatio: 1 })).toBe(full);
  });
});

describe("startingRendition", () => {
  const video = {
    url: full.url,
    contentType: "video/mp4",
    width: 720,
    height: 1280,
    durationSeconds: 10,
    renditions,
    captions: null,
  };

  it("starts light on the smallest rendition, else on the full one", () => {
    expect(startingRendition(video, true)).toBe(small.url);
    expect(startingRendition(video, false)).toBe(full.url);
  });

  it("has only the full one to start with for a reel made before renditions", () => {
    expect(startingRendition({ ...video, renditions: [full] }, true)).toBe(full.url);
  });
});
