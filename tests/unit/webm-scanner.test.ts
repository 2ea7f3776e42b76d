import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  measureWebm,
  readWebmInfo,
  WebmScanner,
} from "../../src/server/platform/videos/webm-scanner";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.resolve("tests/fixtures/videos", name)));

const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];

/** An EBML element: its id's bytes, its size as an 8-byte number (or unknown), its data. */
function element(id: number[], data: number[] | "unknown-size", children: number[][] = []) {
  const body = data === "unknown-size" ? children.flat() : data;
  const size = data === "unknown-size" ? UNKNOWN_SIZE : [0x01, 0, 0, 0, 0, 0, 0, body.length];
  return [...id, ...size, ...body];
}

const block = (timecode: number) =>
  element([0xa3], [0x81, timecode >> 8, timecode & 0xff, 0x80, 1, 2, 3]);

/** What MediaRecorder writes: no Duration, Segment and Clusters of unknown size. */
function recording(clusters: { time: number; blocks: number[] }[], trackType = 1) {
  return new Uint8Array([
    ...element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], [...Buffer.from("webm")])),
    ...element([0x18, 0x53, 0x80, 0x67], "unknown-size", [
      element([0x15, 0x49, 0xa9, 0x66], element([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40])),
      element(
        [0x16, 0x54, 0xae, 0x6b],
        element(
          [0xae],
          [
            ...element([0x83], [trackType]),
            ...element([0xe0], [...element([0xb0], [160]), ...element([0xba], [120])]),
          ],
        ),
      ),
      ...clusters.map(({ time, blocks }) =>
        element([0x1f, 0x43, 0xb6, 0x75], "unknown-size", [
          element([0xe7], [time >> 8, time & 0xff]),
          ...blocks.map(block),
        ]),
      ),
    ]),
  ]);
}

function scanInSteps(bytes: Uint8Array, step: number) {
  const scanner = new WebmScanner();
  for (let i = 0; i < bytes.length; i += step)
    if (!scanner.push(bytes.subarray(i, i + step))) break;
  return scanner.result();
}

describe("WebmScanner", () => {
  it("reads the same however the bytes are cut", () => {
    for (const name of ["landscape.webm", "recorded.webm"]) {
      const whole = readWebmInfo(fixture(name));
      expect(whole).not.toBeNull();
      for (const step of [1, 5, 64, 4096]) expect(scanInSteps(fixture(name), step)).toEqual(whole);
    }
  });

  it("measures a recording to the last block of its last cluster of unknown size", () => {
    const bytes = recording([
      { time: 0, blocks: [0, 400] },
      { time: 1000, blocks: [0, 500] },
    ]);
    expect(readWebmInfo(bytes)).toEqual({ width: 160, height: 120, durationSeconds: 1.5 });
    expect(scanInSteps(bytes, 3)).toEqual({ width: 160, height: 120, durationSeconds: 1.5 });
  });

  it("stops reading once Info's Duration and the size are known", async () => {
    const bytes = fixture("landscape.webm");
    let read = 0;
    async function* chunks() {
      for (let i = 0; i < bytes.length; i += 512) {
        read += 512;
        yield bytes.subarray(i, i + 512);
      }
    }
    expect(await measureWebm(chunks())).toEqual(readWebmInfo(bytes));
    expect(read).toBeLessThan(bytes.length / 2);
  });

  it("finds nothing in Matroska that is not WebM, or in a recording of sound alone", () => {
    expect(readWebmInfo(fixture("clip.mkv"))).toBeNull();
    const audioTrack = 2;
    expect(readWebmInfo(recording([{ time: 0, blocks: [0, 900] }], audioTrack))).toBeNull();
  });
});
