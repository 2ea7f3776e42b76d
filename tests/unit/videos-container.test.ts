import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_ASSETS_DIR } from "../../src/server/demo/demo-assets";
import {
  inspectVideo,
  readVideoInfo,
  sniffVideoFormat,
  VideoRejectedError,
} from "../../src/server/platform/videos";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.resolve("tests/fixtures/videos", name)));

function rejection(bytes: Uint8Array, maxSeconds = 180) {
  try {
    inspectVideo(bytes, maxSeconds);
  } catch (error) {
    if (error instanceof VideoRejectedError) return error.reason;
    throw error;
  }
  return null;
}

describe("sniffVideoFormat", () => {
  it.each([
    ["portrait.mp4", "mp4"],
    ["moov-at-end.mp4", "mp4"],
    ["landscape.webm", "webm"],
    ["recorded.webm", "webm"],
    ["clip.mov", null],
    ["clip.mkv", null],
    ["clip.avi", null],
  ] as const)("%s is %s", (name, format) => {
    expect(sniffVideoFormat(fixture(name))).toBe(format);
  });

  it("refuses text, images and empty input", () => {
    expect(sniffVideoFormat(new TextEncoder().encode("hello, this is not a video"))).toBeNull();
    expect(sniffVideoFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeNull();
    expect(sniffVideoFormat(new Uint8Array())).toBeNull();
  });

  it("refuses an AVIF image, which is an ISO media file too", () => {
    const avif = new Uint8Array(24);
    avif.set([0, 0, 0, 24], 0);
    avif.set(new TextEncoder().encode("ftypavif\0\0\0\0mif1miaf"), 4);
    expect(sniffVideoFormat(avif)).toBeNull();
  });
});

describe("readVideoInfo", () => {
  it.each([
    ["portrait.mp4", "mp4", 180, 320, 2],
    ["moov-at-end.mp4", "mp4", 160, 120, 1],
    ["long.mp4", "mp4", 160, 90, 200],
    ["landscape.webm", "webm", 320, 180, 1.534],
    ["recorded.webm", "webm", 160, 120, 2],
  ] as const)("measures %s from its container", (name, format, width, height, seconds) => {
    const info = readVideoInfo(fixture(name), format);
    expect(info).toMatchObject({ width, height });
    // A file without Duration is measured by its last frame's time, one frame short of the end.
    expect(info?.durationSeconds).toBeCloseTo(seconds, name === "recorded.webm" ? 0 : 2);
  });

  it("measures the demo reels as demo reels.json records them", () => {
    const demo = JSON.parse(readFileSync(path.join(DEMO_ASSETS_DIR, "reels.json"), "utf8")) as {
      reels: { video: string; width: number; height: number; durationSeconds: number }[];
    };
    for (const reel of demo.reels) {
      const bytes = new Uint8Array(readFileSync(path.join(DEMO_ASSETS_DIR, "reels", reel.video)));
      const info = readVideoInfo(bytes, "mp4");
      expect(info).toMatchObject({ width: reel.width, height: reel.height });
      expect(info?.durationSeconds).toBeCloseTo(reel.durationSeconds, 1);
    }
  });

  it("finds nothing in an MP4 cut before its moov box", () => {
    const whole = fixture("moov-at-end.mp4");
    // moov comes after mdat here: keep the start of the media data only.
    expect(readVideoInfo(whole.subarray(0, Math.floor(whole.length / 2)), "mp4")).toBeNull();
  });

  it("finds nothing in an MP4 cut inside its moov box", () => {
    const whole = fixture("portrait.mp4");
    expect(readVideoInfo(whole.subarray(0, 200), "mp4")).toBeNull();
  });

  it("finds nothing in a WebM cut inside its header", () => {
    expect(readVideoInfo(fixture("landscape.webm").subarray(0, 60), "webm")).toBeNull();
  });

  it("survives boxes and elements that claim absurd sizes", () => {
    const mp4 = fixture("portrait.mp4").slice(0, 64);
    // A moov box claiming 4 GB, then garbage.
    mp4.set([0xff, 0xff, 0xff, 0xff], 32);
    mp4.set(new TextEncoder().encode("moov"), 36);
    expect(readVideoInfo(mp4, "mp4")).toBeNull();
    const webm = fixture("landscape.webm").slice(0, 200);
    for (let i = 40; i < webm.length; i++) webm[i] = 0xff;
    expect(readVideoInfo(webm, "webm")).toBeNull();
    const zeros = new Uint8Array(64);
    zeros.set(fixture("portrait.mp4").subarray(0, 32));
    expect(readVideoInfo(zeros, "mp4")).toBeNull();
  });

  it("reads random bytes after a valid header without throwing", () => {
    const head = fixture("landscape.webm").subarray(0, 40);
    for (let seed = 1; seed <= 50; seed++) {
      const bytes = new Uint8Array(500);
      bytes.set(head);
      let x = seed;
      for (let i = head.length; i < bytes.length; i++) {
        x = (x * 1103515245 + 12345) % 2147483648;
        bytes[i] = x & 0xff;
      }
      expect(() => readVideoInfo(bytes, "webm")).not.toThrow();
      expect(() => readVideoInfo(bytes, "mp4")).not.toThrow();
    }
  });
});

describe("inspectVideo", () => {
  it("accepts MP4 and WebM with their content types", () => {
    expect(inspectVideo(fixture("portrait.mp4"), 180)).toMatchObject({
      format: "mp4",
      contentType: "video/mp4",
    });
    expect(inspectVideo(fixture("landscape.webm"), 180)).toMatchObject({
      format: "webm",
      contentType: "video/webm",
    });
  });

  it("names why a file is refused", () => {
    expect(rejection(fixture("clip.mov"))).toBe("unsupported");
    expect(rejection(fixture("clip.avi"))).toBe("unsupported");
    expect(rejection(fixture("moov-at-end.mp4").subarray(0, 1000))).toBe("unreadable");
    expect(rejection(fixture("long.mp4"))).toBe("too-long");
  });
});
