import type { Readable } from "node:stream";

/** Metadata kept with every stored file. */
export interface StoredFileInfo {
  size: number;
  contentType: string;
  /** Last modification time, used for Last-Modified. */
  updatedAt: Date;
  /** Opaque validator, used for ETag. */
  etag: string;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

/**
 * Where uploaded and demo media live. Keys are slash-separated relative paths such as
 * `avatars/{userId}/{uuid}.webp`; drivers must refuse keys that try to leave their root.
 */
export interface Storage {
  readonly driver: "disk" | "s3";
  put(key: string, data: Uint8Array, options: { contentType: string }): Promise<void>;
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file, or the given byte range of it; null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Public URL of a stored file; every driver is served through the app under /media. */
export function mediaUrl(key: string): string {
  return `/media/${key.split("/").map(encodeURIComponent).join("/")}`;
}
