import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage } from "@/server/storage";
import { createDiskStorage } from "@/server/storage/disk";
import type { Storage } from "@/server/storage/storage";
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
