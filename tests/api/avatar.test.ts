import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { MyProfile } from "../../src/shared/schemas/profile";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };
const FIVE_MB = 5 * 1024 * 1024;

/** A width x height picture, left half red and right half blue. */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: { create: { width: half, height, channels: 3, background: RED } }, left: 0, top: 0 },
  ]);
}

function upload(client: TestClient, bytes: Uint8Array | string, name: string, type: string) {
  const form = new FormData();
  // A copy on a plain ArrayBuffer: File does not take views of a possibly shared buffer.
  const part = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
  form.append("avatar", new File([part], name, { type }));
  return client.request("PUT", "/api/profile/me/avatar", { body: form });
}

async function uploadOk(client: TestClient, bytes: Uint8Array, name = "me.jpg") {
  const response = await upload(client, bytes, name, "image/jpeg");
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as MyProfile;
}

async function fetchBytes(client: TestClient, url: string) {
  const response = await client.get(url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("PUT /api/profile/me/avatar", () => {
  it("is 401 when signed out", async () => {
    const jpeg = await halves(64, 64).jpeg().toBuffer();
    const response = await upload(new TestClient(t), jpeg, "me.jpg", "image/jpeg");
    expect(response.status).toBe(401);
  });

  it("stores a JPEG as a square WebP of at most 512 pixels served from avatarUrl", async () => {
    const { client, account } = await signedInClient(t);
    const profile = await uploadOk(client, await halves(1200, 800).jpeg().toBuffer());
    expect(profile.avatarUrl).toMatch(
      new RegExp(`^/media/avatars/${account.id}/[0-9a-f-]{36}\\.webp$`),
    );
    expect((await getJson<MyProfile>(client, "/api/profile/me")).avatarUrl).toBe(profile.avatarUrl);
    const { response, bytes } = await fetchBytes(client, profile.avatarUrl as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });
  });

  it.each([
    ["png", "image/png"],
    ["webp", "image/webp"],
    ["gif", "image/gif"],
  ] as const)("accepts a %s and never enlarges a small one", async (format, type) => {
    const { client } = await signedInClient(t);
    const bytes = await halves(120, 80).toFormat(format).toBuffer();
    const response = await upload(client, bytes, `me.${format}`, type);
    expect(response.status, await response.clone().text()).toBe(200);
    const profile = (await response.json()) as MyProfile;
    const stored = await fetchBytes(client, profile.avatarUrl as string);
    expect(await sharp(stored.bytes).metadata()).toMatchObject({
      format: "webp",
      width: 80,
      height: 80,
    });
  });

  it("turns a photo upright and drops its EXIF data and GPS position", async () => {
    const { client } = await signedInClient(t);
    // Stored sideways (red left, blue right) with orientation 6: upright, red is on top.
    const photo = await halves(400, 200)
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: "42 Secret Lane" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 4632/100" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.includes("42 Secret Lane")).toBe(true);

    const profile = await uploadOk(client, photo);
    const { bytes } = await fetchBytes(client, profile.avatarUrl as string);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes("Secret Lane")).toBe(false);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data[(y * info.width + x) * info.channels];
    expect(pixel(100, 20)).toBeGreaterThan(150); // red channel high: red on top
    expect(pixel(100, 180)).toBeLessThan(100); // blue below
  });

  it("deletes the previous file when the avatar is replaced", async () => {
    const { client } = await signedInClient(t);
    const first = await uploadOk(client, await halves(100, 100).jpeg().toBuffer());
    const second = await uploadOk(client, await halves(90, 90).jpeg().toBuffer());
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await client.get(first.avatarUrl as string)).status).toBe(404);
    expect((await client.get(second.avatarUrl as string)).status).toBe(200);
  });

  it.each([
    ["a text file renamed .png", "hello, this is not a picture", "notes.png", "image/png"],
    [
      "an SVG",
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      "me.svg",
      "image/svg+xml",
    ],
    ["a PDF named .jpg", "%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n", "me.jpg", "image/jpeg"],
  ])("refuses %s and keeps the current avatar", async (_label, content, name, type) => {
    const { client } = await signedInClient(t);
    const current = await uploadOk(client, await halves(64, 64).jpeg().toBuffer());
    const response = await upload(client, content, name, type);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "Please upload an image file",
      issues: [{ path: "avatar", message: "Please upload an image file" }],
    });
    const profile = await getJson<MyProfile>(client, "/api/profile/me");
    expect(profile.avatarUrl).toBe(current.avatarUrl);
    expect((await client.get(current.avatarUrl as string)).status).toBe(200);
  });

  it("refuses a damaged image with a clear message", async () => {
    const { client } = await signedInClient(t);
    const jpeg = await halves(64, 64).jpeg().toBuffer();
    const response = await upload(client, jpeg.subarray(0, 40), "me.jpg", "image/jpeg");
    expect(response.status).toBe(400);
    expect((await response.json()).issues[0].path).toBe("avatar");
  });

  it.each([
    ["just over 5 MB", FIVE_MB + 1],
    ["far over 5 MB", FIVE_MB * 2],
  ])("answers 413 for a file %s", async (_label, size) => {
    const { client } = await signedInClient(t);
    const bytes = new Uint8Array(size);
    bytes.set(await halves(64, 64).jpeg().toBuffer());
    const response = await upload(client, bytes, "big.jpg", "image/jpeg");
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "Please upload an image smaller than 5MB",
    });
    expect((await getJson<MyProfile>(client, "/api/profile/me")).avatarUrl).toBeNull();
  });

  it("answers 400 on the avatar field when no file is sent", async () => {
    const { client } = await signedInClient(t);
    const form = new FormData();
    form.append("picture", new File(["x"], "x.png", { type: "image/png" }));
    const wrongField = await client.request("PUT", "/api/profile/me/avatar", { body: form });
    expect(wrongField.status).toBe(400);
    expect((await wrongField.json()).issues).toEqual([
      { path: "avatar", message: "Please upload an image file" },
    ]);
    const notMultipart = await client.request("PUT", "/api/profile/me/avatar", {
      json: { avatar: "data:image/png;base64,AAAA" },
    });
    expect(notMultipart.status).toBe(400);
  });
});

describe("DELETE /api/profile/me/avatar", () => {
  it("is 401 when signed out", async () => {
    expect((await new TestClient(t).delete("/api/profile/me/avatar")).status).toBe(401);
  });

  it("clears the avatar and deletes its file", async () => {
    const { client } = await signedInClient(t);
    const uploaded = await uploadOk(client, await halves(64, 64).jpeg().toBuffer());
    const response = await client.delete("/api/profile/me/avatar");
    expect(response.status).toBe(200);
    expect(((await response.json()) as MyProfile).avatarUrl).toBeNull();
    expect((await client.get(uploaded.avatarUrl as string)).status).toBe(404);
    expect((await getJson<MyProfile>(client, "/api/profile/me")).avatarUrl).toBeNull();
  });

  it("is harmless without an avatar", async () => {
    const { client } = await signedInClient(t);
    const response = await client.delete("/api/profile/me/avatar");
    expect(response.status).toBe(200);
    expect(((await response.json()) as MyProfile).avatarUrl).toBeNull();
  });

  it("does not touch another account's avatar", async () => {
    const mine = await signedInClient(t);
    const other = await signedInClient(t);
    const theirs = await uploadOk(other.client, await halves(64, 64).jpeg().toBuffer());
    await uploadOk(mine.client, await halves(64, 64).jpeg().toBuffer());
    await mine.client.delete("/api/profile/me/avatar");
    expect((await mine.client.get(theirs.avatarUrl as string)).status).toBe(200);
    expect((await getJson<MyProfile>(other.client, "/api/profile/me")).avatarUrl).toBe(
      theirs.avatarUrl,
    );
  });
});
