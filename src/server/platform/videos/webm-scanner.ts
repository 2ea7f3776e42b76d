import { ByteReader } from "./bytes";
import type { VideoInfo } from "./video-info";
import {
  blockTimecode,
  docTypeIn,
  elementHeader,
  infoTiming,
  videoTrackSize,
  WEBM_ID,
} from "./webm";

/** Nanoseconds per timecode unit when Info names none (the Matroska default: milliseconds). */
const DEFAULT_TIMECODE_SCALE = 1_000_000;
/** Info and Tracks hold a few hundred bytes; a larger one is not a file worth reading. */
const MAX_COLLECTED_BYTES = 1024 * 1024;
/** An element header is at most a 4-byte id and an 8-byte size. */
const MAX_HEADER_BYTES = 12;
/** A block's track number (up to 8 bytes) and its 2-byte relative timecode. */
const BLOCK_HEAD_BYTES = 10;
/** Children of Segment: meeting one ends a Cluster of unknown size (as recorders write them). */
const SEGMENT_CHILDREN = new Set<number>([
  WEBM_ID.SeekHead,
  WEBM_ID.Info,
  WEBM_ID.Tracks,
  WEBM_ID.Cluster,
  WEBM_ID.Cues,
  WEBM_ID.Chapters,
  WEBM_ID.Tags,
  WEBM_ID.Attachments,
]);

interface Span {
  start: number;
  end: number;
}

interface Container {
  id: number;
  /** Absolute offset one past its last byte; Infinity for an unknown size. */
  end: number;
}

type Need = { kind: "whole"; id: number } | { kind: "block-head" };

/**
 * Measures a WebM file from its bytes as they flow past, holding only element headers and the
 * small Info and Tracks elements: block payloads are skipped, so a 100 MB upload costs a few kB.
 * Size from the first video track, duration from Info's Duration or else the last block's time
 * (browsers' MediaRecorder writes no Duration and clusters of unknown size).
 */
export class WebmScanner {
  private pending: Uint8Array = new Uint8Array(0);
  /** Absolute offset of pending[0]. */
  private position = 0;
  private skipping = 0;
  private readonly open: Container[] = [];
  private need: (Need & { end: number }) | null = null;
  private stopped = false;
  private isWebm: boolean | null = null;
  private sawInfo = false;
  private size: { width: number; height: number } | null = null;
  private scale: number | null = null;
  private duration: number | null = null;
  private clusterTime: number | null = null;
  private lastBlockTime: number | null = null;

  /** Takes the next bytes; false once no more are needed (measured, or not a readable WebM). */
  push(chunk: Uint8Array): boolean {
    if (this.stopped) return false;
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let offset = 0;
    while (!this.stopped) {
      const available = this.pending.length - offset;
      if (this.skipping > 0) {
        const skipped = Math.min(this.skipping, available);
        offset += skipped;
        this.position += skipped;
        this.skipping -= skipped;
        if (this.skipping > 0) break;
        continue;
      }
      const consumed = this.need
        ? this.collect(offset, available)
        : this.nextElement(offset, available);
      if (consumed === null) break;
      offset += consumed;
      this.position += consumed;
    }
    // The unread tail: a few bytes of a header, or part of an element being collected.
    this.pending = this.pending.subarray(offset);
    return !this.stopped;
  }

  /** What the bytes pushed so far measure; null when they are not a readable WebM video. */
  result(): VideoInfo | null {
    if (!this.isWebm || !this.sawInfo || !this.size) return null;
    const scale = this.scale ?? DEFAULT_TIMECODE_SCALE;
    const duration = this.duration ?? this.lastBlockTime;
    if (duration === null || !Number.isFinite(duration) || duration < 0 || scale <= 0) return null;
    return { ...this.size, durationSeconds: (duration * scale) / 1e9 };
  }

  /** Reads the element header at `offset`; the bytes consumed, or null to wait for more. */
  private nextElement(offset: number, available: number): number | null {
    while (this.open.length && (this.open.at(-1) as Container).end <= this.position)
      this.open.pop();
    const header = elementHeader(new ByteReader(this.pending.subarray(offset)), 0);
    if (!header) {
      // Not a header even with room for the longest one: damaged or trailing bytes; stop here.
      if (available >= MAX_HEADER_BYTES) this.stopped = true;
      return null;
    }
    if (SEGMENT_CHILDREN.has(header.id)) this.closeUnknownSizedInSegment();
    const parent = this.open.at(-1);
    const parentEnd = parent?.end ?? Infinity;
    const dataStart = this.position + header.length;
    const end = Math.min(header.unknown ? parentEnd : dataStart + header.size, parentEnd);
    this.route(parent?.id ?? null, header.id, { start: dataStart, end }, header.unknown);
    return header.length;
  }

  /** What to do with an element's data, by where it sits. */
  private route(parent: number | null, id: number, data: Span, unknown: boolean) {
    const { end } = data;
    const skip = () => {
      if (end === Infinity) this.stopped = true;
      else this.skipping = end - data.start;
    };
    const whole = (wanted: number) => {
      if (unknown || end - data.start > MAX_COLLECTED_BYTES) skip();
      else this.need = { kind: "whole", id: wanted, end };
    };
    if (this.isWebm === null) {
      // The file starts with the EBML header, which names the document type.
      if (id !== WEBM_ID.EBML) this.notWebm();
      else whole(id);
      return;
    }
    const opens =
      (parent === null && id === WEBM_ID.Segment) ||
      (parent === WEBM_ID.Segment && id === WEBM_ID.Cluster) ||
      (parent === WEBM_ID.Cluster && id === WEBM_ID.BlockGroup);
    if (opens) {
      if (id === WEBM_ID.Cluster) this.clusterTime = null;
      this.open.push({ id, end });
    } else if (parent === WEBM_ID.Segment && (id === WEBM_ID.Info || id === WEBM_ID.Tracks)) {
      whole(id);
    } else if (parent === WEBM_ID.Cluster && id === WEBM_ID.Timecode) {
      whole(id);
    } else if (
      (parent === WEBM_ID.Cluster && id === WEBM_ID.SimpleBlock) ||
      (parent === WEBM_ID.BlockGroup && id === WEBM_ID.Block)
    ) {
      this.need = { kind: "block-head", end };
    } else {
      skip();
    }
  }

  /** Waits until the wanted bytes are there, then reads them; the bytes consumed or null. */
  private collect(offset: number, available: number): number | null {
    const need = this.need as Need & { end: number };
    const length = need.end - this.position;
    const wanted = need.kind === "block-head" ? Math.min(length, BLOCK_HEAD_BYTES) : length;
    if (available < wanted) return null;
    const bytes = this.pending.subarray(offset, offset + wanted);
    this.need = null;
    if (need.kind === "block-head") this.readBlockHead(bytes);
    else this.readWhole(need.id, bytes);
    if (wanted < length) this.skipping = length - wanted;
    return wanted;
  }

  private readWhole(id: number, bytes: Uint8Array) {
    const reader = new ByteReader(bytes);
    if (id === WEBM_ID.EBML) {
      const isWebm = docTypeIn(reader, { start: 0, end: bytes.length }) === "webm";
      if (isWebm) this.isWebm = true;
      else this.notWebm();
    } else if (id === WEBM_ID.Info) {
      const timing = infoTiming(reader, { start: 0, end: bytes.length });
      this.sawInfo = true;
      this.scale = timing.scale;
      this.duration = timing.duration;
    } else if (id === WEBM_ID.Tracks) {
      this.size = videoTrackSize(reader, { start: 0, end: bytes.length });
    } else if (id === WEBM_ID.Timecode) {
      this.clusterTime = reader.uint(0, bytes.length);
    }
    // With Info's Duration and the size known, the clusters have nothing more to tell.
    if (this.sawInfo && this.duration !== null && this.size) this.stopped = true;
  }

  private readBlockHead(bytes: Uint8Array) {
    const relative = blockTimecode(new ByteReader(bytes), 0);
    if (this.clusterTime === null || relative === null) return;
    this.lastBlockTime = Math.max(this.lastBlockTime ?? 0, this.clusterTime + relative);
  }

  /**
   * Meeting a child of Segment: the elements of unknown size it is in (a Cluster, as recorders
   * write them) end here, since it cannot be their child.
   */
  private closeUnknownSizedInSegment() {
    while (this.open.length) {
      const top = this.open.at(-1) as Container;
      if (top.id === WEBM_ID.Segment || top.end !== Infinity) return;
      this.open.pop();
    }
  }

  private notWebm() {
    this.isWebm = false;
    this.stopped = true;
  }
}

/** Size and duration of a WebM file held in memory; null when it is not a readable one. */
export function readWebmInfo(bytes: Uint8Array): VideoInfo | null {
  const scanner = new WebmScanner();
  scanner.push(bytes);
  return scanner.result();
}

/** The same, read from a stream of its bytes, which is left as soon as the answer is known. */
export async function measureWebm(chunks: AsyncIterable<Uint8Array>): Promise<VideoInfo | null> {
  const scanner = new WebmScanner();
  for await (const chunk of chunks) if (!scanner.push(chunk)) break;
  return scanner.result();
}
