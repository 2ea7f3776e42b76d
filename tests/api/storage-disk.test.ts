import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage } from "@/server/platform/storage";
import { createDiskStorage } from "@/server/platform/storage/disk";
import type { Storage } from "@/server/platform/storage/storage";
import { storageContract } from "./storage-contract";

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "storage-disk-"));
  storage = createDiskStorage(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("disk storage", () => {
  storageContract(() => storage);

  it("keeps content types across a restart", async () => {
    await storage.put("restart/plan.pdf", new Uint8Array([1, 2, 3]), {
      contentType: "application/pdf",
    });
    const reopened = createDiskStorage(root);
    expect(await reopened.stat("restart/plan.pdf")).toMatchObject({
      size: 3,
      contentType: "application/pdf",
    });
  });

  it("writes nothing outside its root and leaves no temporary files", async () => {
    await storage.put("tidy/a.webp", new Uint8Array([1]), { contentType: "image/webp" });
    await expect(
      storage.put("../escaped.txt", new Uint8Array([1]), { contentType: "text/plain" }),
    ).rejects.toThrow(/Invalid storage key/);

    expect((await readdir(root)).sort()).toEqual(["files", "meta", "tmp"]);
    expect(await readdir(path.join(root, "tmp"))).toEqual([]);
    await expect(readdir(path.dirname(root))).resolves.not.toContain("escaped.txt");
  });

  it("removes the folders a delete empties, up to its trees but no further", async () => {
    await storage.put("gone/a1/b/one.webp", new Uint8Array([1]), { contentType: "image/webp" });
    await storage.put("gone/a1/two.webp", new Uint8Array([2]), { contentType: "image/webp" });
    await storage.put("gone/a2/three.webp", new Uint8Array([3]), { contentType: "image/webp" });
    await storage.delete("gone/a1/b/one.webp");
    for (const tree of ["files", "meta"]) {
      expect((await readdir(path.join(root, tree, "gone"))).sort(), tree).toEqual(["a1", "a2"]);
      expect(await readdir(path.join(root, tree, "gone", "a1")), tree).toHaveLength(1);
    }
    await storage.delete("gone/a1/two.webp");
    await storage.delete("gone/a2/three.webp");
    for (const tree of ["files", "meta"]) {
      expect(await readdir(path.join(root, tree)), tree).not.toContain("gone");
    }
    expect((await readdir(root)).sort()).toEqual(["files", "meta", "tmp"]);
  });

  it("leaves no folder behind a stream that fails", async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error("client went away"));
      },
    });
    await expect(
      storage.putStream("broken/upload/video.mp4", failing, { contentType: "video/mp4" }),
    ).rejects.toThrow("client went away");
    for (const tree of ["files", "meta"]) {
      expect(await readdir(path.join(root, tree)), tree).not.toContain("broken");
    }
  });

  it("writes into a folder that a delete is emptying at the same moment", async () => {
    const writes = Array.from({ length: 20 }, async (_, i) => {
      await storage.put(`race/r/${i}.webp`, new Uint8Array([i]), { contentType: "image/webp" });
      await storage.delete(`race/r/${i}.webp`);
      await storage.put(`race/r/${i}.webp`, new Uint8Array([i]), { contentType: "image/webp" });
    });
    await Promise.all(writes);
    for (let i = 0; i < 20; i++) {
      expect(await storage.stat(`race/r/${i}.webp`)).toMatchObject({ size: 1 });
    }
  });
});

describe("createStorage with STORAGE_DRIVER=disk", () => {
  it("creates DATA_DIR/uploads and stores files there", async () => {
    const dataDir = path.join(root, "data");
    const picked = await createStorage({
      STORAGE_DRIVER: "disk",
      DATA_DIR: dataDir,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
    await picked.put("avatars/u1/me.webp", new TextEncoder().encode("me"), {
      contentType: "image/webp",
    });

    expect(picked.driver).toBe("disk");
    const stored = path.join(dataDir, "uploads", "files", "avatars", "u1", "me.webp");
    expect(await readFile(stored, "utf8")).toBe("me");
  });
});
