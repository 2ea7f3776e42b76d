import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import type { AppDeps } from "../../src/server/context";
import {
  STAGED_UPLOAD_TTL_MS,
  sweepStagedUploads,
} from "../../src/server/manage-properties/staged-uploads.service";
import {
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_SIZE_ERROR,
  type StagedPropertyImage,
} from "../../src/shared/manage-properties";
import {
  ageUpload,
  photo,
  stagedRow,
  stagePhotos,
  storedRenditions,
  uploadImage,
} from "../factories/manage-properties";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

/** Every file under the staged-upload folder of the disk storage. */
function stagedFiles(): string[] {
  const folder = path.join(t.deps.env.DATA_DIR, "uploads", "properties", "uploads");
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const notAnImage = {
  code: "VALIDATION_FAILED",
  message: "Please upload an image file",
  issues: [{ path: "image", message: "Please upload an image file" }],
};

describe("POST /api/manage/uploads/images", () => {
  it("is 401 signed out and 403 for users and photographers", async () => {
    const bytes = await photo(64, 64);
    expect((await uploadImage(new TestClient(t), bytes)).status).toBe(401);
    for (const role of ["user", "photographer"] as const) {
      const { client } = await signedInClient(t, { role });
      expect((await uploadImage(client, bytes)).status, role).toBe(403);
    }
    expect(stagedFiles()).toEqual([]);
  });

  it("stores a realtor's or admin's photo in the responsive widths and records it for them", async () => {
    for (const role of ["realtor", "admin"] as const) {
      const { client, account } = await signedInClient(t, { role });
      const response = await uploadImage(client, await photo(1800, 1200));
      expect(response.status, role).toBe(201);
      const staged = (await response.json()) as StagedPropertyImage;
      expect(staged).toMatchObject({ width: 1600, height: 1067 });
      expect(staged.src).toBe(`/media/properties/uploads/${staged.uploadId}-960.webp`);
      expect(staged.srcSet.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
        "480w",
        "960w",
        "1600w",
      ]);
      expect(await storedRenditions(t, staged)).toBe(3);
      const served = await client.get(staged.src);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const row = await stagedRow(t, staged.uploadId);
      expect(row).toMatchObject({ ownerId: account.id, widths: [480, 960, 1600] });
      expect(row?.bytes).toBeGreaterThan(0);
    }
  });

  it("accepts a photo over the 5 MB avatar limit, up to 10 MB", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const noise = await sharp(randomBytes(2400 * 1800 * 3), {
      raw: { width: 2400, height: 1800, channels: 3 },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(noise.length).toBeLessThan(PROPERTY_IMAGE_MAX_BYTES);
    expect((await uploadImage(client, noise)).status).toBe(201);
  });

  it("refuses what is not a photo, by its bytes, and keeps nothing", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const before = stagedFiles().length;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>`;
    const jpeg = await photo(400, 300);
    const cases: [string, Uint8Array | string, string, unknown][] = [
      ["text renamed .jpg", "hello, this is not a picture", "notes.jpg", notAnImage],
      ["an SVG with a script", svg, "logo.jpg", notAnImage],
      [
        "a truncated JPEG",
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        "cut.jpg",
        {
          code: "VALIDATION_FAILED",
          message: "This image could not be read. It may be damaged or incomplete.",
          issues: [
            {
              path: "image",
              message: "This image could not be read. It may be damaged or incomplete.",
            },
          ],
        },
      ],
    ];
    for (const [name, bytes, fileName, body] of cases) {
      const response = await uploadImage(client, bytes, fileName);
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toEqual(body);
    }
    expect(stagedFiles().length).toBe(before);
  });

  it("answers 413 with the 10 MB message for a larger file", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const bytes = new Uint8Array(PROPERTY_IMAGE_MAX_BYTES + 1);
    bytes.set(await photo(64, 64));
    const response = await uploadImage(client, bytes);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: PROPERTY_IMAGE_SIZE_ERROR,
      issues: [{ path: "image", message: PROPERTY_IMAGE_SIZE_ERROR }],
    });
  });

  it("leaves no file and no row when the storage fails on a later write", async () => {
    const { client: realtor, account } = await signedInClient(t, { role: "realtor" });
    for (const failOn of [1, 2, 3]) {
      let writes = 0;
      const storage = t.deps.storage;
      const failing: AppDeps["storage"] = {
        driver: storage.driver,
        put: (key, data, options) => {
          writes += 1;
          return writes === failOn
            ? Promise.reject(new Error("disk full"))
            : storage.put(key, data, options);
        },
        putStream: (key, body, options) => storage.putStream(key, body, options),
        stat: (key) => storage.stat(key),
        get: (key, range) => storage.get(key, range),
        delete: (key) => storage.delete(key),
      };
      const app = createApp({ ...t.deps, storage: failing });
      const client = new TestClient({ app });
      for (const [name, value] of realtor.cookies) client.cookies.set(name, value);
      const before = stagedFiles().length;
      const response = await uploadImage(client, await photo(1800, 1200));
      expect(response.status, `write ${failOn}`).toBe(500);
      expect(stagedFiles().length, `write ${failOn}`).toBe(before);
      const rows = await t.deps.db.query.stagedUploads.findMany({
        where: (row, { eq }) => eq(row.ownerId, account.id),
      });
      expect(rows, `write ${failOn}`).toEqual([]);
    }
  });
});

describe("sweepStagedUploads", () => {
  it("removes uploads older than a day, rows and files, and keeps the recent ones", async () => {
    const { client } = await signedInClient(t, { role: "realtor" });
    const [old, recent] = await stagePhotos(client, 2);
    if (!old || !recent) throw new Error("uploads missing");
    await ageUpload(t, old.uploadId, 25);
    await ageUpload(t, recent.uploadId, 23);
    expect(await sweepStagedUploads(t.deps)).toBe(1);
    expect(await stagedRow(t, old.uploadId)).toBeUndefined();
    expect(await storedRenditions(t, old)).toBe(0);
    expect(await stagedRow(t, recent.uploadId)).toBeDefined();
    expect(await storedRenditions(t, recent)).toBe(1);
    // An hour and a bit later the other one has had its day too.
    const later = new Date(Date.now() + STAGED_UPLOAD_TTL_MS / 24 + 60_000);
    expect(await sweepStagedUploads(t.deps, later)).toBe(1);
    expect(await stagedRow(t, recent.uploadId)).toBeUndefined();
    expect(await storedRenditions(t, recent)).toBe(0);
  });
});
