import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage } from "@/server/platform/storage";
import type { Storage } from "@/server/platform/storage/storage";
import { storageContract } from "./storage-contract";

const BUCKET = "homescope-test";

let directory: string;
let server: S3rver;
let storage: Storage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "storage-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  storage = await createStorage({
    STORAGE_DRIVER: "s3",
    DATA_DIR: directory,
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    // s3rver's fixed credentials; it checks request signatures against them.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: true,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe("S3 storage", () => {
  it("is the driver createStorage picks for STORAGE_DRIVER=s3", () => {
    expect(storage.driver).toBe("s3");
  });

  storageContract(() => storage);
});
