import type { Storage } from "../storage/storage";
import { VideoRejectedError } from "./errors";
import { readMp4Info } from "./mp4";
import type { VideoInfo } from "./video-info";
import { measureWebm } from "./webm-scanner";

/** A moov box holds only the sample tables: a few hundred kB even for a long video. */
const MOOV_MAX_BYTES = 16 * 1024 * 1024;
/** Real files have a handful of top-level boxes; a crafted one must not cost a read per byte. */
const MAX_TOP_LEVEL_BOXES = 1000;

/** The stored upload's bytes, or the given range of them, as a stream. */
async function openStored(storage: Storage, key: string, range?: { start: number; end: number }) {
  const file = await storage.get(key, range);
  if (!file) throw new Error(`${key} vanished while it was measured`);
  return file.body;
}

async function readRange(storage: Storage, key: string, start: number, end: number) {
  const body = await openStored(storage, key, { start, end });
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * An MP4's measurements read from storage by its top-level box headers and its moov box alone,
 * so a 100 MB upload is never held in memory. As readMp4Info: null when any top-level box claims
 * more bytes than the file has, or there is no readable moov.
 */
async function readStoredMp4Info(storage: Storage, key: string, size: number) {
  let moov: Uint8Array | null = null;
  let offset = 0;
  for (let count = 0; offset + 8 <= size; count++) {
    if (count === MAX_TOP_LEVEL_BOXES) return null;
    const header = new DataView(
      (await readRange(storage, key, offset, Math.min(offset + 15, size - 1))).slice().buffer,
    );
    let boxSize = header.getUint32(0);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.byteLength < 16) return null;
      boxSize = Number(header.getBigUint64(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - offset;
    }
    if (boxSize < headerSize) break;
    if (offset + boxSize > size) return null;
    const type = String.fromCharCode(...new Uint8Array(header.buffer, 4, 4));
    if (type === "moov") {
      if (boxSize > MOOV_MAX_BYTES) return null;
      moov = await readRange(storage, key, offset, offset + boxSize - 1);
    }
    offset += boxSize;
  }
  // The moov box alone reads as a complete file of one box.
  return moov && readMp4Info(moov);
}

/** A stored video's measurements and its size in storage. */
interface StoredVideoInfo extends VideoInfo {
  bytes: number;
}

/**
 * A stored upload's measurements, or VideoRejectedError ("unreadable", "too-long"). A WebM without
 * a Duration (MediaRecorder writes none) is read to its last block, as a stream of small chunks.
 */
export async function inspectStoredVideo(
  storage: Storage,
  key: string,
  format: "mp4" | "webm",
  maxSeconds: number,
): Promise<StoredVideoInfo> {
  const stat = await storage.stat(key);
  if (!stat || stat.size === 0) throw new VideoRejectedError("unreadable");
  const info =
    format === "mp4"
      ? await readStoredMp4Info(storage, key, stat.size)
      : await measureWebm((await openStored(storage, key)) as AsyncIterable<Uint8Array>);
  if (!info || info.durationSeconds <= 0) throw new VideoRejectedError("unreadable");
  if (info.durationSeconds > maxSeconds) throw new VideoRejectedError("too-long");
  return { ...info, bytes: stat.size };
}
