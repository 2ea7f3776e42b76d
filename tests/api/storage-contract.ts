import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { expect, it } from "vitest";
import { InvalidStorageKeyError } from "@/server/platform/storage/keys";
import type { Storage, StoredFile } from "@/server/platform/storage/storage";

const UNSAFE_KEYS = [
  ["an empty key", ""],
  ["an absolute key", "/etc/passwd"],
  ["a parent segment", "../outside.txt"],
  ["a parent segment deeper in", "listings/../../outside.txt"],
  ["a trailing parent segment", "listings/.."],
  ["dots inside a name", "listings/a..b.webp"],
  ["a current-folder segment", "listings/./a.webp"],
  ["a backslash", "listings\\..\\outside.txt"],
  ["a NUL byte", "listings/a.webp\0.txt"],
  ["an empty segment", "listings//a.webp"],
  ["a trailing slash", "listings/"],
  ["a key longer than 1024 bytes", `listings/${"x".repeat(1024)}`],
] as const;

async function text(file: StoredFile | null): Promise<string | undefined> {
  return file ? (await buffer(file.body)).toString() : undefined;
}

/**
 * Registers the behaviour every storage driver must share. `storage` is read inside each test,
 * so the suite can create the driver in beforeAll. Every test writes under its own random keys.
 */
export function storageContract(storage: () => Storage) {
  const bytes = (value: string) => new TextEncoder().encode(value);
  const freshKey = () => `contract/${randomUUID()}/photo.webp`;

  it("keeps a file's bytes, size and content type", async () => {
    const key = freshKey();
    await storage().put(key, bytes("0123456789"), { contentType: "image/webp" });

    const info = await storage().stat(key);
    expect(info).toMatchObject({ size: 10, contentType: "image/webp" });
    expect(info?.etag).toMatch(/^".+"$/);
    expect(Math.abs(Date.now() - (info?.updatedAt.getTime() ?? 0))).toBeLessThan(60_000);

    const file = await storage().get(key);
    expect(file).toMatchObject({ size: 10, contentType: "image/webp", etag: info?.etag });
    expect(await text(file)).toBe("0123456789");
  });

  it("streams a file in, past one multipart part, and keeps its bytes and type", async () => {
    const key = freshKey();
    // 6 MB: more than S3's 5 MB minimum part, so the S3 driver really uploads in parts.
    const chunk = new Uint8Array(1024 * 1024).fill(7);
    await storage().putStream(key, Readable.from(Array.from({ length: 6 }, () => chunk)), {
      contentType: "video/mp4",
    });
    expect(await storage().stat(key)).toMatchObject({
      size: 6 * 1024 * 1024,
      contentType: "video/mp4",
    });
    expect(await text(await storage().get(key, { start: 0, end: 1 }))).toBe("\x07\x07");
  });

  it("leaves nothing at the key when the streamed body fails", async () => {
    const key = freshKey();
    async function* failing() {
      yield new Uint8Array(1024).fill(1);
      throw new Error("client went away");
    }
    await expect(
      storage().putStream(key, Readable.from(failing()), { contentType: "video/mp4" }),
    ).rejects.toThrow("client went away");
    expect(await storage().stat(key)).toBeNull();
  });

  it("reads a byte range and reports the whole file's size", async () => {
    const key = freshKey();
    await storage().put(key, bytes("0123456789"), { contentType: "video/mp4" });

    const middle = await storage().get(key, { start: 2, end: 5 });
    expect(middle).toMatchObject({ size: 10, contentType: "video/mp4" });
    expect(await text(middle)).toBe("2345");
    expect(await text(await storage().get(key, { start: 7, end: 100 }))).toBe("789");
  });

  it("refuses a range that starts past the end or runs backwards", async () => {
    const key = freshKey();
    await storage().put(key, bytes("0123456789"), { contentType: "video/mp4" });

    await expect(storage().get(key, { start: 10, end: 12 })).rejects.toThrow(RangeError);
    await expect(storage().get(key, { start: 5, end: 2 })).rejects.toThrow(RangeError);
  });

  it("replaces the file and its content type when a key is put again", async () => {
    const key = freshKey();
    await storage().put(key, bytes("old"), { contentType: "text/plain" });
    await storage().put(key, bytes("new file"), { contentType: "image/png" });

    expect(await storage().stat(key)).toMatchObject({ size: 8, contentType: "image/png" });
    expect(await text(await storage().get(key))).toBe("new file");
  });

  it("answers null for a missing key and for a folder of keys", async () => {
    const folder = `contract/${randomUUID()}`;
    await storage().put(`${folder}/photo.webp`, bytes("x"), { contentType: "image/webp" });

    for (const key of [`${folder}/missing.webp`, folder]) {
      expect(await storage().stat(key)).toBeNull();
      expect(await storage().get(key)).toBeNull();
      expect(await storage().get(key, { start: 0, end: 0 })).toBeNull();
    }
  });

  it("deletes a file, and deleting a missing key is not an error", async () => {
    const key = freshKey();
    await storage().put(key, bytes("0123456789"), { contentType: "image/webp" });

    await storage().delete(key);
    expect(await storage().stat(key)).toBeNull();
    expect(await storage().get(key)).toBeNull();
    await expect(storage().delete(key)).resolves.toBeUndefined();
    await expect(storage().delete(freshKey())).resolves.toBeUndefined();
  });

  it.each(UNSAFE_KEYS)("refuses %s in every method", async (_label, key) => {
    const calls = [
      () => storage().put(key, bytes("x"), { contentType: "text/plain" }),
      () => storage().stat(key),
      () => storage().get(key),
      () => storage().delete(key),
    ];
    for (const call of calls) await expect(call()).rejects.toThrow(InvalidStorageKeyError);
  });
}
