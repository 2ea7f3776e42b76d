import { PassThrough, type Readable } from "node:stream";
import {
  sniffVideoFormat,
  VIDEO_SOURCE_TYPES,
  type VideoSourceFormat as VideoFormat,
} from "@/shared/video-format";
import type { Storage } from "../platform/storage/storage";
import { VideoRejectedError } from "../platform/videos/errors";
import { reelSourceKey } from "../reels/reel-media";

/** Enough for the format checks: an MP4's ftyp brands and a WebM's EBML header lie within it. */
const SIGNATURE_BYTES = 4096;

export interface StoredVideoPart {
  key: string;
  format: VideoFormat;
  contentType: string;
}

/** The part's first bytes (fewer when it is shorter), leaving the part paused after them. */
function readSignature(part: Readable): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const settle = (ended: boolean) => {
      part.off("data", onData).off("end", onEnd).off("error", reject);
      part.pause();
      resolve({ head: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= SIGNATURE_BYTES) settle(false);
    };
    const onEnd = () => settle(true);
    part.on("data", onData).once("end", onEnd).once("error", reject);
  });
}

/**
 * Streams a reel's video part to storage, as the original its transcode reads, while checking it: the format from its
 * first bytes (VideoRejectedError "unsupported" before anything is written), the size by the
 * parser's limit ("too-large" when it cut the part there, and the stored bytes go again). On any failure nothing
 * stays stored, and the rest of the part is drained so the form parser can finish.
 */
export async function storeVideoPart(
  storage: Storage,
  reelId: string,
  part: Readable,
): Promise<StoredVideoPart> {
  const { head, ended } = await readSignature(part);
  const format = sniffVideoFormat(head);
  if (!format) {
    part.resume();
    throw new VideoRejectedError("unsupported");
  }
  const { contentType, extension } = VIDEO_SOURCE_TYPES[format];
  const key = reelSourceKey(reelId, extension);
  const body = new PassThrough();
  // putStream reports the body's error (a pipeline over a destroyed stream rejects with it); one
  // raised before it listens, with no listener here, would bring the whole process down.
  body.on("error", () => undefined);
  part.once("error", (error) => body.destroy(error));
  if (ended) body.end(head);
  else {
    body.write(head);
    part.pipe(body);
  }
  try {
    await storage.putStream(key, body, { contentType });
    // The parser ends a part cut at its size limit as if complete, flagging it `truncated`.
    if ((part as Readable & { truncated?: boolean }).truncated) {
      throw new VideoRejectedError("too-large");
    }
  } catch (error) {
    part.unpipe(body);
    part.resume();
    await storage.delete(key);
    throw error;
  }
  return { key, format, contentType };
}
