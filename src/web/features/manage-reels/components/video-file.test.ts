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
  it("passes MP4 and WebM files", async () => {
    expect(await checkVideoFile(fixture("portrait.mp4", "video/mp4"))).toBeNull();
    expect(await checkVideoFile(fixture("landscape.webm", "video/webm"))).toBeNull();
  });

  it("refuses other types, QuickTime and text named like a video", async () => {
    const unsupported = VIDEO_REJECTION_MESSAGES.unsupported;
    expect(await checkVideoFile(fixture("clip.avi", "video/x-msvideo"))).toBe(unsupported);
    expect(await checkVideoFile(fixture("clip.mov", "video/mp4"))).toBe(unsupported);
    const text = new File(["not a video at all"], "tour.mp4", { type: "video/mp4" });
    expect(await checkVideoFile(text)).toBe(unsupported);
  });

  it("refuses a file over 100 MB before reading it", async () => {
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
