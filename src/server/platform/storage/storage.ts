import type { Readable } from "node:stream";

/** Metadata kept with every stored file. */
export interface StoredFileInfo {
  /** Size of the whole file in bytes, also when only a range of it is read. */
  size: number;
  contentType: string;
  /** Last modification time, used for Last-Modified. */
  updatedAt: Date;
  /** Strong entity tag, quotes included, sent as the ETag header as it is. */
  etag: string;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface StoredFile extends StoredFileInfo {
  /** The requested bytes; the caller must consume or destroy it. */
  body: Readable;
}

/** Reported for a file whose type was never recorded, e.g. an object uploaded by another tool. */
export const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/** Range reads take whole, non-negative, ordered byte positions; anything else is a caller bug. */
export function assertByteRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}`);
  }
}

/**
 * Where uploaded and demo media live. Keys are slash-separated relative paths such as
 * `avatars/{userId}/{uuid}.webp`; every method throws InvalidStorageKeyError (see keys.ts) for a
 * key that could leave the root.
 */
export interface Storage {
  readonly driver: "disk" | "s3";
  put(key: string, data: Uint8Array, options: { contentType: string }): Promise<void>;
  /**
   * Writes the stream's bytes without holding them in memory. When the stream errors (e.g. an
   * upload found too large or cut off), it rejects with that error and leaves nothing at the key.
   */
  putStream(key: string, body: Readable, options: { contentType: string }): Promise<void>;
  stat(key: string): Promise<StoredFileInfo | null>;
  /**
   * The file, or the given byte range of it; null when there is no such key. An end past the
   * last byte is clamped; a start past it throws RangeError.
   */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Public URL of a stored file; every driver is served through the app under /media. */
export function mediaUrl(key: string): string {
  return `/media/${key.split("/").map(encodeURIComponent).join("/")}`;
}
