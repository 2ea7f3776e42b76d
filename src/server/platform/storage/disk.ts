import { randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync, type Stats } from "node:fs";
import { mkdir, open, readFile, rename, rm, rmdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertSafeKey } from "./keys";
import {
  assertByteRange,
  DEFAULT_CONTENT_TYPE,
  type Storage,
  type StoredFileInfo,
} from "./storage";

/**
 * Stores files under `root` in three sibling trees: `files/` holds the bytes at their key,
 * `meta/` a JSON sidecar per key with its content type, and `tmp/` writes in progress. Keeping
 * them apart means no key can name a sidecar or a half-written file, whatever it looks like.
 * Folders a delete (or a failed stream) leaves empty go too, so `reels/<id>/` does not outlive
 * its reel.
 * Creates the trees up front (once, at start-up, hence synchronously) so that a root that cannot
 * be written stops the app before it serves anything.
 */
export function createDiskStorage(root: string): Storage {
  const files = path.join(root, "files");
  const meta = path.join(root, "meta");
  const tmp = path.join(root, "tmp");
  for (const dir of [files, meta, tmp]) mkdirSync(dir, { recursive: true });

  function locate(key: string) {
    assertSafeKey(key);
    return { file: path.join(files, key), sidecar: path.join(meta, `${key}.json`) };
  }

  /** A key's folders in both trees go once the key's removal leaves them empty. */
  async function pruneFolders(file: string, sidecar: string) {
    await removeEmptyFolders(path.dirname(file), files);
    await removeEmptyFolders(path.dirname(sidecar), meta);
  }

  return {
    driver: "disk",

    async put(key, data, { contentType }) {
      const { file, sidecar } = locate(key);
      // The file lands last, so whoever finds it also finds its content type.
      await writeAtomically(sidecar, JSON.stringify({ contentType }), tmp);
      await writeAtomically(file, data, tmp);
    },

    async putStream(key, body, { contentType }) {
      const { file, sidecar } = locate(key);
      await writeAtomically(sidecar, JSON.stringify({ contentType }), tmp);
      // A failed stream leaves no sidecar either: "nothing at the key" includes its metadata.
      await writeAtomically(file, body, tmp).catch(async (error: unknown) => {
        await ifPresent(unlink(sidecar));
        await pruneFolders(file, sidecar);
        throw error;
      });
    },

    async stat(key) {
      const { file, sidecar } = locate(key);
      const stats = await ifPresent(stat(file));
      if (!stats?.isFile()) return null;
      return infoOf(stats, await readContentType(sidecar));
    },

    async get(key, range) {
      const { file, sidecar } = locate(key);
      if (range) assertByteRange(range);
      // Stat through the open handle, so size and bytes come from the same file even if the key
      // is replaced meanwhile.
      const handle = await ifPresent(open(file, "r"));
      if (!handle) return null;
      let streaming = false;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) return null;
        if (range && range.start >= stats.size) {
          throw new RangeError(`Byte ${range.start} is past the end of ${key}`);
        }
        const info = infoOf(stats, await readContentType(sidecar));
        const body = handle.createReadStream({ start: range?.start, end: range?.end });
        streaming = true;
        return { ...info, body };
      } finally {
        // Once streaming, the stream closes the handle when it ends or is destroyed.
        if (!streaming) await handle.close();
      }
    },

    async delete(key) {
      const { file, sidecar } = locate(key);
      await ifPresent(unlink(file));
      await ifPresent(unlink(sidecar));
      await pruneFolders(file, sidecar);
    },
  };
}

/**
 * Removes `folder` and then each parent while they are empty, stopping below `top` (a tree's
 * root, which stays). rmdir refuses a folder that holds anything, so a file written meanwhile is
 * never lost; a write that finds its folder gone makes it again (writeAtomically).
 */
async function removeEmptyFolders(folder: string, top: string) {
  for (let dir = folder; dir.startsWith(top + path.sep); dir = path.dirname(dir)) {
    try {
      await rmdir(dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Not empty (ENOTEMPTY, or EEXIST on some systems): the folders above are not either.
      if (code === "ENOTEMPTY" || code === "EEXIST") return;
      // Already removed by a concurrent delete: its parents may still be empty.
      if (code !== "ENOENT") throw error;
    }
  }
}

function infoOf(stats: Stats, contentType: string): StoredFileInfo {
  return {
    size: stats.size,
    contentType,
    updatedAt: stats.mtime,
    etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
  };
}

async function readContentType(sidecar: string): Promise<string> {
  const text = await ifPresent(readFile(sidecar, "utf8"));
  if (text === null) return DEFAULT_CONTENT_TYPE;
  const { contentType } = JSON.parse(text) as { contentType?: unknown };
  return typeof contentType === "string" ? contentType : DEFAULT_CONTENT_TYPE;
}

/** How often a write makes its folder again after a delete pruned it (see renameInto). */
const RENAME_ATTEMPTS = 5;

/** Temp file in the same file system, flushed, then renamed: readers see all or nothing. */
async function writeAtomically(target: string, data: string | Uint8Array | Readable, tmp: string) {
  const temp = path.join(tmp, randomUUID());
  try {
    if (typeof data === "string" || data instanceof Uint8Array) {
      const handle = await open(temp, "wx");
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
    } else {
      // flush: fsync before close, as the buffered branch does.
      await pipeline(data, createWriteStream(temp, { flags: "wx", flush: true }));
    }
    await renameInto(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * A delete that empties the target's folder prunes it, and its parents, at any moment: between
 * the folder's making and the rename, or inside the making itself (a parent made, then pruned
 * before its child is). Either shows as ENOENT, or as ENOTDIR when Node's recursive mkdir finds
 * the path changed under it; the next attempt makes the folders again. A key that truly runs into
 * another key's file fails every attempt and is thrown.
 */
async function renameInto(temp: string, target: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await mkdir(path.dirname(target), { recursive: true });
      return await rename(temp, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const folderWentAway = code === "ENOENT" || code === "ENOTDIR";
      if (!folderWentAway || attempt === RENAME_ATTEMPTS) throw error;
    }
  }
}

/**
 * ENOTDIR and EISDIR mean a key runs into another key's file or folder ("a/b" after "a", or
 * "a" after "a/b"); neither names a stored file, so both count as missing.
 */
const MISSING = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

async function ifPresent<T>(operation: Promise<T>): Promise<T | null> {
  try {
    return await operation;
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? "")) return null;
    throw error;
  }
}
