import { ByteReader } from "./bytes";

/** Element ids of the Matroska/WebM elements read here (marker bits kept, as the spec writes them). */
export const WEBM_ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
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
  Cues: 0x1c53bb6b,
  Chapters: 0x1043a770,
  Tags: 0x1254c367,
  Attachments: 0x1941a469,
} as const;

const VIDEO_TRACK = 1;

/** Bytes from `start` up to one past `end` (clamped to what is there). */
interface Span {
  start: number;
  end: number;
}

interface Element extends Span {
  id: number;
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

/** The id and data size of the element at `offset`; null when cut short or not an element. */
export function elementHeader(reader: ByteReader, offset: number) {
  const id = vint(reader, offset, 4, true);
  if (!id) return null;
  const size = vint(reader, offset + id.length, 8, false);
  if (!size) return null;
  return { id: id.value, size: size.value, unknown: size.unknown, length: id.length + size.length };
}

/** The elements within a span; one of unknown size runs to the span's end. */
function* elements(reader: ByteReader, start: number, end: number): Generator<Element> {
  let offset = start;
  while (offset < end) {
    const header = elementHeader(reader, offset);
    if (!header) return;
    const dataStart = offset + header.length;
    const dataEnd = header.unknown ? end : dataStart + header.size;
    yield { id: header.id, start: dataStart, end: Math.min(dataEnd, end) };
    if (dataEnd > end) return;
    offset = dataEnd;
  }
}

function find(reader: ByteReader, parent: Span, id: number): Element | undefined {
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
function ebmlDocType(bytes: Uint8Array): string | null {
  const reader = new ByteReader(bytes);
  const [header] = elements(reader, 0, Math.min(bytes.length, 4096));
  return header?.id === WEBM_ID.EBML ? docTypeIn(reader, header) : null;
}

/** The DocType within an EBML header's data. */
export function docTypeIn(reader: ByteReader, header: Span): string | null {
  const docType = find(reader, header, WEBM_ID.DocType);
  if (!docType) return null;
  // The string may be padded with NULs.
  return reader.ascii(docType.start, docType.end - docType.start)?.replace(/\0+$/, "") ?? null;
}

export function isWebm(bytes: Uint8Array): boolean {
  return ebmlDocType(bytes) === "webm";
}

/** The first video track's size, from the data of a Tracks element. */
export function videoTrackSize(reader: ByteReader, tracks: Span) {
  for (const entry of elements(reader, tracks.start, tracks.end)) {
    if (entry.id !== WEBM_ID.TrackEntry) continue;
    if (uintOf(reader, find(reader, entry, WEBM_ID.TrackType)) !== VIDEO_TRACK) continue;
    const video = find(reader, entry, WEBM_ID.Video);
    if (!video) continue;
    const width = uintOf(reader, find(reader, video, WEBM_ID.PixelWidth));
    const height = uintOf(reader, find(reader, video, WEBM_ID.PixelHeight));
    if (width && height) return { width, height };
  }
  return null;
}

/** TimecodeScale (null: the default) and Duration (null: none), from the data of an Info element. */
export function infoTiming(reader: ByteReader, info: Span) {
  const scale = uintOf(reader, find(reader, info, WEBM_ID.TimecodeScale));
  const duration = find(reader, info, WEBM_ID.Duration);
  const length = duration ? duration.end - duration.start : 0;
  return {
    scale,
    duration:
      duration && (length === 4 || length === 8) ? reader.float(duration.start, length) : null,
  };
}

/** A block's timecode, relative to its cluster: a signed 16-bit number after the track number. */
export function blockTimecode(reader: ByteReader, start: number): number | null {
  const track = vint(reader, start, 8, false);
  if (!track) return null;
  const raw = reader.uint(start + track.length, 2);
  if (raw === null) return null;
  return raw >= 0x8000 ? raw - 0x10000 : raw;
}
