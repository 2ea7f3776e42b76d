import { ByteReader } from "./bytes";
import type { VideoInfo } from "./video-info";

/** Element ids of the Matroska/WebM elements read here (marker bits kept, as the spec writes them). */
const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackType: 0x83,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
} as const;

const VIDEO_TRACK = 1;
const DEFAULT_TIMECODE_SCALE = 1_000_000;

interface Element {
  id: number;
  /** First byte of the data. */
  start: number;
  /** One past the last byte, clamped to what is there (unknown sizes run to the parent's end). */
  end: number;
}

/** An EBML variable-length integer: its length is told by the leading zero bits of the first byte. */
function vint(reader: ByteReader, offset: number, maxLength: number, keepMarker: boolean) {
  const first = reader.uint(offset, 1);
  if (first === null || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > maxLength || !reader.has(offset, length)) return null;
  // Without the marker bit the first byte keeps its low 8 - length bits; summing from there keeps
  // 8-byte sizes exact (the marker alone would be 2^56, past exact doubles).
  const firstBits = keepMarker ? first : first & (0xff >> length);
  let value = firstBits;
  let allOnes = firstBits === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = reader.uint(offset + i, 1) as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  // All value bits set means "unknown size" (live streams and some recorders write it).
  const unknown = !keepMarker && allOnes;
  return { value, length, unknown };
}

function* elements(reader: ByteReader, start: number, end: number): Generator<Element> {
  let offset = start;
  while (offset < end) {
    const id = vint(reader, offset, 4, true);
    if (!id) return;
    const size = vint(reader, offset + id.length, 8, false);
    if (!size) return;
    const dataStart = offset + id.length + size.length;
    const dataEnd = size.unknown ? end : dataStart + size.value;
    yield { id: id.value, start: dataStart, end: Math.min(dataEnd, end) };
    if (dataEnd > end) return;
    offset = dataEnd;
  }
}

function find(reader: ByteReader, parent: Element, id: number): Element | undefined {
  for (const element of elements(reader, parent.start, parent.end))
    if (element.id === id) return element;
  return undefined;
}

function uintOf(reader: ByteReader, element: Element | undefined): number | null {
  if (!element) return null;
  const length = element.end - element.start;
  return length >= 1 && length <= 8 ? reader.uint(element.start, length) : null;
}

/** The EBML header's DocType, e.g. "webm" or "matroska"; null when the file is not EBML. */
export function ebmlDocType(bytes: Uint8Array): string | null {
  const reader = new ByteReader(bytes);
  const [header] = elements(reader, 0, Math.min(bytes.length, 4096));
  if (header?.id !== ID.EBML) return null;
  const docType = find(reader, header, ID.DocType);
  if (!docType) return null;
  // The string may be padded with NULs.
  return reader.ascii(docType.start, docType.end - docType.start)?.replace(/\0+$/, "") ?? null;
}

export function isWebm(bytes: Uint8Array): boolean {
  return ebmlDocType(bytes) === "webm";
}

function firstVideoTrackSize(reader: ByteReader, tracks: Element) {
  for (const entry of elements(reader, tracks.start, tracks.end)) {
    if (entry.id !== ID.TrackEntry) continue;
    if (uintOf(reader, find(reader, entry, ID.TrackType)) !== VIDEO_TRACK) continue;
    const video = find(reader, entry, ID.Video);
    if (!video) continue;
    const width = uintOf(reader, find(reader, video, ID.PixelWidth));
    const height = uintOf(reader, find(reader, video, ID.PixelHeight));
    if (width && height) return { width, height };
  }
  return null;
}

/** A block's timecode, relative to its cluster: a signed 16-bit number after the track number. */
function blockTimecode(reader: ByteReader, block: Element): number | null {
  const track = vint(reader, block.start, 8, false);
  if (!track) return null;
  const raw = reader.uint(block.start + track.length, 2);
  if (raw === null) return null;
  return raw >= 0x8000 ? raw - 0x10000 : raw;
}

/**
 * The last block's time, in timecode units: what a file without Duration lasts. Browsers'
 * MediaRecorder writes WebM without a Duration, so this is how such an upload is measured.
 */
function lastBlockTime(reader: ByteReader, clusters: Element[]): number | null {
  let last: number | null = null;
  for (const cluster of clusters) {
    const base = uintOf(reader, find(reader, cluster, ID.Timecode));
    if (base === null) continue;
    for (const element of elements(reader, cluster.start, cluster.end)) {
      const block =
        element.id === ID.SimpleBlock
          ? element
          : element.id === ID.BlockGroup
            ? find(reader, element, ID.Block)
            : undefined;
      const relative = block ? blockTimecode(reader, block) : null;
      if (relative !== null) last = Math.max(last ?? 0, base + relative);
    }
  }
  return last;
}

/**
 * Size and duration of a WebM file: Tracks' first video track for the size, Info's Duration x
 * TimecodeScale (in nanoseconds) for the duration, else the time of the last block.
 */
export function readWebmInfo(bytes: Uint8Array): VideoInfo | null {
  if (!isWebm(bytes)) return null;
  const reader = new ByteReader(bytes);
  const segment = [...elements(reader, 0, bytes.length)].find((e) => e.id === ID.Segment);
  if (!segment) return null;
  let info: Element | undefined;
  let tracks: Element | undefined;
  const clusters: Element[] = [];
  for (const element of elements(reader, segment.start, segment.end)) {
    if (element.id === ID.Info) info = element;
    else if (element.id === ID.Tracks) tracks = element;
    else if (element.id === ID.Cluster) clusters.push(element);
  }
  if (!info || !tracks) return null;
  const size = firstVideoTrackSize(reader, tracks);
  if (!size) return null;
  const scale = uintOf(reader, find(reader, info, ID.TimecodeScale)) ?? DEFAULT_TIMECODE_SCALE;
  const durationElement = find(reader, info, ID.Duration);
  const durationLength = durationElement ? durationElement.end - durationElement.start : 0;
  let duration =
    durationElement && (durationLength === 4 || durationLength === 8)
      ? reader.float(durationElement.start, durationLength)
      : null;
  if (duration === null) duration = lastBlockTime(reader, clusters);
  if (duration === null || !Number.isFinite(duration) || duration < 0 || scale <= 0) return null;
  return { ...size, durationSeconds: (duration * scale) / 1e9 };
}
