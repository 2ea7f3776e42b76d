import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { MyDirectoryEntry, PortfolioImage } from "../../src/shared/directory";
import { addPortfolioRows } from "../factories/directory";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const FIVE_MB = 5 * 1024 * 1024;

const photo = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

function upload(client: TestClient, bytes: Uint8Array | string, name = "photo.jpg") {
  const form = new FormData();
  const part = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
  form.append("image", new File([part], name, { type: "image/jpeg" }));
  return client.request("POST", "/api/directory/me/portfolio", { body: form });
}

async function uploadOk(client: TestClient, bytes: Uint8Array) {
  const response = await upload(client, bytes);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as PortfolioImage;
}

const photographer = () => signedInClient(t, { role: "photographer" });
const myPortfolio = async (client: TestClient) => {
  const me = await getJson<MyDirectoryEntry>(client, "/api/directory/me");
  return me.kind === "photographer" ? me.entry.portfolio : [];
};

describe("POST /api/directory/me/portfolio", () => {
  it("is 401 signed out and 403 for anyone but a photographer", async () => {
    const bytes = await photo(64, 64);
    expect((await upload(new TestClient(t), bytes)).status).toBe(401);
    for (const role of ["user", "realtor", "admin"] as const) {
      const { client } = await signedInClient(t, { role });
      expect((await upload(client, bytes)).status, role).toBe(403);
    }
  });

  it("stores WebP renditions under the photographer's folder and adds them to the portfolio", async () => {
    const { client, account } = await photographer();
    const image = await uploadOk(client, await photo());
    expect(image.src).toMatch(
      new RegExp(`^/media/photographers/${account.id}/${image.id}-960\\.webp$`),
    );
    expect(image).toMatchObject({ width: 1200, height: 800, label: "" });
    expect(image.srcSet.split(", ")).toHaveLength(3);
    const served = await client.get(image.src);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(await myPortfolio(client)).toEqual([image]);
  });

  it("accepts a photo larger than the app-wide 1 MB body limit", async () => {
    const { client } = await photographer();
    const noise = await sharp(randomBytes(1400 * 1000 * 3), {
      raw: { width: 1400, height: 1000, channels: 3 },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    expect(noise.length).toBeLessThan(FIVE_MB);
    await uploadOk(client, noise);
  });

  it("refuses a text file renamed .png", async () => {
    const { client } = await photographer();
    const response = await upload(client, "hello, this is not a picture", "notes.png");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "Please upload an image file",
      issues: [{ path: "image", message: "Please upload an image file" }],
    });
    expect(await myPortfolio(client)).toEqual([]);
  });

  it("answers 413 for a file over 5 MB", async () => {
    const { client } = await photographer();
    const bytes = new Uint8Array(FIVE_MB + 1);
    bytes.set(await photo(64, 64));
    const response = await upload(client, bytes);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "Please upload an image smaller than 5MB",
    });
  });

  it("holds at most 12 images", async () => {
    const { client, account } = await photographer();
    await client.get("/api/directory/me");
    await addPortfolioRows(t, account.id, 11);
    const twelfth = await uploadOk(client, await photo(64, 64));
    const response = await upload(client, await photo(64, 64));
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe("CONFLICT");
    const portfolio = await myPortfolio(client);
    expect(portfolio).toHaveLength(12);
    expect(portfolio.at(-1)?.id).toBe(twelfth.id);
  });
});

describe("DELETE /api/directory/me/portfolio/:imageId", () => {
  it("removes the photographer's own image and its files", async () => {
    const { client } = await photographer();
    const kept = await uploadOk(client, await photo(64, 64));
    const removed = await uploadOk(client, await photo(64, 64));
    const response = await client.delete(`/api/directory/me/portfolio/${removed.id}`);
    expect(response.status).toBe(204);
    expect((await client.get(removed.src)).status).toBe(404);
    expect(await myPortfolio(client)).toEqual([kept]);
    expect((await client.delete(`/api/directory/me/portfolio/${removed.id}`)).status).toBe(404);
  });

  it("is 404 for another photographer's image or an id that is no image", async () => {
    const owner = await photographer();
    const theirs = await uploadOk(owner.client, await photo(64, 64));
    const { client } = await photographer();
    for (const id of [theirs.id, "not-an-id"]) {
      const response = await client.delete(`/api/directory/me/portfolio/${id}`);
      expect(response.status, id).toBe(404);
    }
    expect(await myPortfolio(owner.client)).toEqual([theirs]);
    expect((await owner.client.get(theirs.src)).status).toBe(200);
  });
});

describe("PATCH /api/directory/me/portfolio/order", () => {
  it("puts the portfolio in the given order", async () => {
    const { client, account } = await photographer();
    await client.get("/api/directory/me");
    const [a, b, c] = await addPortfolioRows(t, account.id, 3);
    const ids = [c?.id, a?.id, b?.id];
    const response = await client.patch("/api/directory/me/portfolio/order", { ids });
    expect(response.status).toBe(200);
    const reordered = (await response.json()) as PortfolioImage[];
    expect(reordered.map((image) => image.id)).toEqual(ids);
    expect((await myPortfolio(client)).map((image) => image.id)).toEqual(ids);
  });

  it("refuses a list that does not name each image once", async () => {
    const { client, account } = await photographer();
    await client.get("/api/directory/me");
    const [a, b] = await addPortfolioRows(t, account.id, 2);
    for (const ids of [[a?.id], [a?.id, a?.id], [a?.id, b?.id, crypto.randomUUID()]]) {
      const response = await client.patch("/api/directory/me/portfolio/order", { ids });
      expect(response.status).toBe(400);
      expect((await response.json()).issues[0].path).toBe("ids");
    }
    expect((await myPortfolio(client)).map((image) => image.id)).toEqual([a?.id, b?.id]);
  });
});
