import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  REEL_VIDEO_MAX_BYTES,
  reelStorageFullMessage,
  VIDEO_REJECTION_MESSAGES,
} from "@/shared/manage-reels";
import { checkVideoFile } from "./video-file";

const fixture = (name: string, type: string) =>
  new File([readFileSync(path.resolve("tests/fixtures/videos", name))], name, { type });

describe("checkVideoFile", () => {
  it("passes MP4, QuickTime and WebM files", async () => {
    expect(await checkVideoFile(fixture("portrait.mp4", "video/mp4"))).toBeNull();
    expect(await checkVideoFile(fixture("landscape.webm", "video/webm"))).toBeNull();
    expect(await checkVideoFile(fixture("clip.mov", "video/quicktime"))).toBeNull();
    // Some systems name a .mov's type wrongly or not at all.
    expect(await checkVideoFile(fixture("clip.mov", "video/mp4"))).toBeNull();
    expect(await checkVideoFile(fixture("clip.mov", ""))).toBeNull();
  });

  it("passes an old QuickTime file that starts without ftyp", async () => {
    const head = new Uint8Array([0, 0, 0, 8, ...[..."wide"].map((c) => c.charCodeAt(0)), 0, 0]);
    const old = new File([head], "old.mov", { type: "video/quicktime" });
    expect(await checkVideoFile(old)).toBeNull();
  });

  it("refuses other types, untyped files not named as videos, and text named like a video", async () => {
    const unsupported = VIDEO_REJECTION_MESSAGES.unsupported;
    expect(await checkVideoFile(fixture("clip.avi", "video/x-msvideo"))).toBe(unsupported);
    expect(await checkVideoFile(fixture("clip.avi", ""))).toBe(unsupported);
    const text = new File(["not a video at all"], "tour.mp4", { type: "video/mp4" });
    expect(await checkVideoFile(text)).toBe(unsupported);
  });

  it("refuses a file over 200 MB before reading it", async () => {
    const big = new File([new Uint8Array(REEL_VIDEO_MAX_BYTES + 1)], "big.mp4", {
      type: "video/mp4",
    });
    expect(await checkVideoFile(big)).toBe(VIDEO_REJECTION_MESSAGES["too-large"]);
  });

  it("refuses a video that does not fit in the account's reel storage", async () => {
    const video = fixture("portrait.mp4", "video/mp4");
    const full = { usedBytes: 2 * 1024 ** 3 - 100, quotaBytes: 2 * 1024 ** 3 };
    expect(await checkVideoFile(video, full)).toBe(reelStorageFullMessage(full));
    expect(await checkVideoFile(video, { ...full, usedBytes: 0 })).toBeNull();
  });
});
