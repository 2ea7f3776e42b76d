import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../../src/server/platform/db/schema";
import { renditionKey } from "../../src/server/platform/images";
import type { AdminBlogPostDetail } from "../../src/shared/admin-blog";
import type { BlogPostDetail } from "../../src/shared/blog";
import { activitiesAbout, signedInAdmin } from "../factories/admin";
import { createBlogPost } from "../factories/blog";
import { photo } from "../factories/manage-properties";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });
const NOBODY = "00000000-0000-4000-8000-000000000000";

function uploadCover(
  client: TestClient,
  id: string,
  bytes: Uint8Array | string,
  name = "cover.jpg",
) {
  const form = new FormData();
  const part = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
  form.append("cover", new File([part], name, { type: "image/jpeg" }));
  return client.request("PUT", `/api/admin/blog/posts/${id}/cover`, { body: form });
}

async function coverKey(id: string) {
  const [row] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ? { storageKey: row.coverKey, widths: row.coverWidths } : null;
}

const filesOf = async (cover: { storageKey: string | null; widths: number[] }) =>
  Promise.all(
    cover.widths.map(
      async (width) =>
        (await t.deps.storage.stat(renditionKey(cover.storageKey ?? "", width))) !== null,
    ),
  );

/** A JPEG of random pixels, which compresses badly: over 1 MB at this size. */
async function largePhoto(): Promise<Buffer> {
  const width = 1400;
  const height = 1000;
  const noise = new Uint8Array(width * height * 3).map(() => Math.floor(Math.random() * 256));
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe("PUT and DELETE /api/admin/blog/posts/:id/cover", () => {
  it("takes a cover larger than the app-wide 1 MB body limit", async () => {
    const { client } = await signedInAdmin(t);
    const post = await createBlogPost(t, { title: "A heavy picture" });
    const bytes = await largePhoto();
    expect(bytes.byteLength).toBeGreaterThan(1024 * 1024);
    const response = await uploadCover(client, post.id, bytes);
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it("stores the cover in responsive sizes, replaces it, removes it, and the post page shows it", async () => {
    const { client, account } = await signedInAdmin(t);
    const post = await createBlogPost(t, { title: "With a picture" });
    const first = await uploadCover(client, post.id, await photo(1200, 800));
    const detail = (await first.json()) as AdminBlogPostDetail;
    expect(first.status, JSON.stringify(detail)).toBe(200);
    expect(detail.cover?.width).toBe(1200);
    const stored = await coverKey(post.id);
    if (!stored?.storageKey) throw new Error("no cover stored");
    expect(await filesOf(stored)).toEqual(stored.widths.map(() => true));
    const page = (await (await client.get(`/api/blog/posts/${post.id}`)).json()) as BlogPostDetail;
    expect(page.cover?.src).toBe(detail.cover?.src);

    expect((await uploadCover(client, post.id, await photo(800, 600))).status).toBe(200);
    const replaced = await coverKey(post.id);
    expect(replaced?.storageKey).not.toBe(stored.storageKey);
    expect(await filesOf(stored)).toEqual(stored.widths.map(() => false));

    const removed = await client.delete(`/api/admin/blog/posts/${post.id}/cover`);
    expect(((await removed.json()) as AdminBlogPostDetail).cover).toBeNull();
    if (replaced) expect(await filesOf(replaced)).toEqual(replaced.widths.map(() => false));

    const log = await activitiesAbout(t, post.id);
    expect(log.map((entry) => [entry.action, entry.adminId])).toEqual([
      ["blog_post_updated", account.id],
      ["blog_post_updated", account.id],
      ["blog_post_updated", account.id],
    ]);
  });

  it("refuses a non-image renamed .jpg with the image message, leaving nothing behind", async () => {
    const { client } = await signedInAdmin(t);
    const post = await createBlogPost(t);
    const response = await uploadCover(client, post.id, "just some text, not a picture");
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: "cover", message: "Please upload an image file" },
    ]);
    expect((await coverKey(post.id))?.storageKey).toBeNull();
    expect(await activitiesAbout(t, post.id)).toEqual([]);
  });

  it("answers 404 for unknown or malformed post ids", async () => {
    const { client } = await signedInAdmin(t);
    for (const id of [NOBODY, "nope"]) {
      expect((await uploadCover(client, id, await photo(100, 100))).status).toBe(404);
      expect((await client.delete(`/api/admin/blog/posts/${id}/cover`)).status).toBe(404);
    }
  });
});
