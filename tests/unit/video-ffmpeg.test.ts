import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffprobePath } from "../../src/server/platform/videos/binaries";
import { extractFrames } from "../../src/server/platform/videos/frames";
import { assertReelLimits, probeVideo } from "../../src/server/platform/videos/probe";
import { VideoProcessingError } from "../../src/server/platform/videos/processing-error";
import {
  REEL_RENDITIONS,
  type RenditionTarget,
  transcodeReel,
} from "../../src/server/platform/videos/transcode";
import { makeTestVideo, PHONE_METADATA } from "../fixtures/make-video";
import { boxBytes, creationTimes, readBoxes, topLevelOrder } from "../fixtures/mp4-boxes";

const TIMEOUT = 60_000;
let dir: string;
const out = (name: string) => path.join(dir, name);
const renditions = (prefix: string): RenditionTarget[] => [
  { ...REEL_RENDITIONS.full, path: out(`${prefix}-full.mp4`) },
  { ...REEL_RENDITIONS.small, path: out(`${prefix}-small.mp4`) },
];
const ascii = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

async function reason(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof VideoProcessingError ? error.reason : error;
}

/** Grey thumbnails of two pictures, compared: 0 is identical, 255 is opposite. */
async function difference(a: string | Buffer, b: string | Buffer) {
  const thumb = (input: string | Buffer) =>
    sharp(input).greyscale().resize(27, 48, { fit: "fill" }).raw().toBuffer();
  const [x, y] = await Promise.all([thumb(a), thumb(b)]);
  return x.reduce((sum, value, i) => sum + Math.abs(value - (y[i] as number)), 0) / x.length;
}

const phone = {
  container: "mov",
  codec: "hevc",
  width: 1080,
  height: 1920,
  seconds: 2,
  audio: true,
  rotate: 90,
  phoneMetadata: true,
} as const;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "video-ffmpeg-"));
}, TIMEOUT);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("probeVideo", () => {
  it(
    "reads size, duration, audio and codec",
    async () => {
      const file = await makeTestVideo({
        container: "mp4",
        width: 540,
        height: 960,
        seconds: 2,
        audio: true,
      });
      expect(await probeVideo(file)).toEqual({
        durationSeconds: expect.closeTo(2, 1),
        width: 540,
        height: 960,
        hasAudio: true,
        videoCodec: "h264",
        rotation: 0,
      });
    },
    TIMEOUT,
  );

  it(
    "reports a phone's portrait video by its displayed size",
    async () => {
      const info = await probeVideo(await makeTestVideo(phone));
      expect(info).toMatchObject({ width: 1080, height: 1920, rotation: 90, videoCodec: "hevc" });
    },
    TIMEOUT,
  );

  it(
    "calls audio-only files, even with cover art, videos without video",
    async () => {
      const audioOnly = await makeTestVideo({
        container: "mp4",
        width: 64,
        height: 64,
        seconds: 1,
        video: false,
      });
      const withCover = await makeTestVideo({
        container: "mp4",
        width: 64,
        height: 64,
        seconds: 1,
        video: false,
        coverArt: true,
      });
      expect(await reason(probeVideo(audioOnly))).toBe("no-video");
      expect(await reason(probeVideo(withCover))).toBe("no-video");
    },
    TIMEOUT,
  );

  it("calls garbage and missing files unreadable", async () => {
    const garbage = out("garbage.mp4");
    await writeFile(garbage, Buffer.from("\0\0\0\x18ftypisom this is not really a video at all"));
    expect(await reason(probeVideo(garbage))).toBe("unreadable");
    expect(await reason(probeVideo(out("missing.mp4")))).toBe("unreadable");
  });

  it("enforces the reel limits", () => {
    const limits = { maxSeconds: 180, minShortSide: 240 };
    const info = { durationSeconds: 60, width: 240, height: 426 };
    expect(() => assertReelLimits(info, limits)).not.toThrow();
    expect(() => assertReelLimits({ ...info, durationSeconds: 181 }, limits)).toThrow(
      expect.objectContaining({ reason: "too-long" }),
    );
    expect(() => assertReelLimits({ ...info, height: 200 }, limits)).toThrow(
      expect.objectContaining({ reason: "too-small" }),
    );
  });
});

describe("transcodeReel", () => {
  it(
    "writes both renditions, never enlarged, moov first, with audio and rising progress",
    async () => {
      const input = await makeTestVideo({
        container: "mp4",
        width: 540,
        height: 960,
        seconds: 2,
        audio: true,
      });
      const targets = renditions("portrait");
      const progress: number[] = [];
      await transcodeReel(input, targets, {
        durationSeconds: 2,
        hasAudio: true,
        onProgress: (fraction) => progress.push(fraction),
      });
      const [full, small] = await Promise.all(targets.map((t) => probeVideo(t.path)));
      expect(full).toMatchObject({ width: 540, height: 960, hasAudio: true, videoCodec: "h264" });
      expect(small).toMatchObject({ width: 360, height: 640, hasAudio: true, videoCodec: "h264" });
      for (const target of targets) {
        const order = topLevelOrder(new Uint8Array(await readFile(target.path)));
        expect(order.indexOf("moov")).toBeGreaterThan(-1);
        expect(order.indexOf("moov")).toBeLessThan(order.indexOf("mdat"));
      }
      expect(progress.length).toBeGreaterThan(0);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBeGreaterThan(0.95);
      expect(progress.every((p) => p > 0 && p <= 1)).toBe(true);
    },
    TIMEOUT,
  );

  it(
    "turns a phone's HEVC video upright and drops its place, device and time",
    async () => {
      const input = await makeTestVideo(phone);
      const inputBytes = new Uint8Array(await readFile(input));
      const inputMoov = ascii(boxBytes(inputBytes, "moov") ?? new Uint8Array());
      // The input really carries what must not come out.
      expect(readBoxes(inputBytes).some((box) => box.type === "\u00a9xyz")).toBe(true);
      expect(inputMoov).toContain(PHONE_METADATA.make);
      expect(inputMoov).toContain(PHONE_METADATA.model);
      expect(inputMoov).toContain(PHONE_METADATA.location);
      expect(creationTimes(inputBytes).every((t) => t.creation > 0)).toBe(true);

      const targets = renditions("phone");
      await transcodeReel(input, targets, { durationSeconds: 2, hasAudio: true });
      const [full, small] = await Promise.all(targets.map((t) => probeVideo(t.path)));
      expect(full).toMatchObject({ width: 720, height: 1280, rotation: 0 });
      expect(small).toMatchObject({ width: 360, height: 640, rotation: 0 });

      for (const target of targets) {
        const bytes = new Uint8Array(await readFile(target.path));
        const moov = ascii(boxBytes(bytes, "moov") ?? new Uint8Array());
        expect(readBoxes(bytes).some((box) => box.type.startsWith("\u00a9"))).toBe(false);
        for (const leak of ["Apple", "iPhone", "37.7749", "Lavf", "Lavc"]) {
          expect(moov).not.toContain(leak);
        }
        // Not even in the stream: the encoder's own signature is gone too.
        expect(ascii(bytes)).not.toMatch(/Apple|iPhone|Lavf|x264 - core/);
        const times = creationTimes(bytes);
        expect(times.length).toBeGreaterThanOrEqual(5);
        expect(times.every((t) => t.creation === 0 && t.modification === 0)).toBe(true);
      }

      // Upright: a frame matches the same test picture made without rotation, not its turn.
      const upright = await makeTestVideo({
        ...phone,
        codec: "h264",
        container: "mp4",
        rotate: 0,
        phoneMetadata: false,
      });
      const [ours] = await extractFrames(targets[0]?.path as string, 2, 1, dir);
      const [reference] = await extractFrames(upright, 2, 1, await mkdtemp(path.join(dir, "ref-")));
      const refPath = reference as string;
      const turned = await sharp(refPath).rotate(180).toBuffer();
      const same = await difference(ours as string, refPath);
      expect(same).toBeLessThan(12);
      expect(await difference(ours as string, turned)).toBeGreaterThan(same * 2);
    },
    TIMEOUT,
  );

  it(
    "leaves out audio when there is none and caps the frame rate at 30",
    async () => {
      const webm = await makeTestVideo({ container: "webm", width: 360, height: 640, seconds: 1 });
      const fast = await makeTestVideo({
        container: "mp4",
        width: 360,
        height: 640,
        seconds: 1,
        fps: 60,
      });
      const [webmOut] = renditions("webm");
      const [fastOut] = renditions("fast");
      await transcodeReel(webm, [webmOut as RenditionTarget], {
        durationSeconds: 1,
        hasAudio: false,
      });
      await transcodeReel(fast, [fastOut as RenditionTarget], {
        durationSeconds: 1,
        hasAudio: false,
      });
      expect(await probeVideo(webmOut?.path as string)).toMatchObject({
        width: 360,
        hasAudio: false,
      });
      const { stdout } = await promisify(execFile)(ffprobePath(), [
        "-v",
        "error",
        "-select_streams",
        "v:0",
        "-show_entries",
        "stream=nb_frames",
        "-of",
        "csv=p=0",
        fastOut?.path as string,
      ]);
      expect(Number(stdout.trim())).toBeGreaterThanOrEqual(29);
      expect(Number(stdout.trim())).toBeLessThanOrEqual(31);
    },
    TIMEOUT,
  );

  it(
    "kills FFmpeg on abort, rejects with the reason and removes partial outputs",
    async () => {
      const input = await makeTestVideo({ container: "mp4", width: 540, height: 960, seconds: 20 });
      const targets = renditions("aborted");
      const controller = new AbortController();
      const reasonGiven = new Error("shutting down");
      let existedWhileRunning = false;
      const started = Date.now();
      const result = transcodeReel(input, targets, {
        durationSeconds: 20,
        hasAudio: false,
        signal: controller.signal,
        onProgress: () => {
          existedWhileRunning = targets.every((t) => existsSync(t.path));
          controller.abort(reasonGiven);
        },
      });
      await expect(result).rejects.toBe(reasonGiven);
      expect(existedWhileRunning).toBe(true);
      expect(Date.now() - started).toBeLessThan(10_000);
      for (const target of targets) expect(existsSync(target.path)).toBe(false);

      const before = new AbortController();
      before.abort(reasonGiven);
      await expect(
        transcodeReel(input, targets, {
          durationSeconds: 20,
          hasAudio: false,
          signal: before.signal,
        }),
      ).rejects.toBe(reasonGiven);
    },
    TIMEOUT,
  );

  it("rejects a file it cannot decode as unreadable, with FFmpeg's words for the logs", async () => {
    const garbage = out("garbage-in.mp4");
    await writeFile(garbage, Buffer.alloc(4096, 7));
    const targets = renditions("garbage");
    const error = await transcodeReel(garbage, targets, {
      durationSeconds: 1,
      hasAudio: false,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoProcessingError);
    expect(error).toMatchObject({ reason: "unreadable", detail: expect.stringMatching(/\S/) });
    for (const target of targets) expect(existsSync(target.path)).toBe(false);
  });
});

describe("extractFrames", () => {
  it(
    "writes upright JPEG stills spread through the video",
    async () => {
      const frameDir = await mkdtemp(path.join(dir, "frames-"));
      const frames = await extractFrames(await makeTestVideo(phone), 2, 3, frameDir);
      expect(frames).toHaveLength(3);
      const stills = await Promise.all(frames.map((frame) => sharp(frame).metadata()));
      for (const still of stills)
        expect(still).toMatchObject({ format: "jpeg", width: 1080, height: 1920 });
      // testsrc2 moves: stills from different moments differ.
      expect(await difference(frames[0] as string, frames[2] as string)).toBeGreaterThan(1);
    },
    TIMEOUT,
  );
});
