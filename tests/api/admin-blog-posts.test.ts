import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { blogCategories, blogPostCategories, blogPosts } from "../../src/server/platform/db/schema";
import type { AdminBlogPostDetail, AdminBlogPostRow } from "../../src/shared/admin-blog";
import type { AdminPage } from "../../src/shared/admin-users";
import type { BlogPostPage } from "../../src/shared/blog";
import { activitiesAbout, signedInAdmin } from "../factories/admin";
import { clearBlog, createBlogPost, fakeCover } from "../factories/blog";
import { createUser } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });
beforeEach(() => clearBlog(t));

const NOBODY = "00000000-0000-4000-8000-000000000000";
const put = (client: TestClient, path: string, json: unknown) =>
  client.request("PUT", path, { json });

async function json<T>(response: Response, status: number): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

async function listed(client: TestClient, status: "published" | "draft", page = 1) {
  return json<AdminPage<AdminBlogPostRow>>(
    await client.get(`/api/admin/blog/posts?status=${status}&page=${page}`),
    200,
  );
}

async function publicTitles(): Promise<string[]> {
  const page = await json<BlogPostPage>(await new TestClient(t).get("/api/blog/posts"), 200);
  return page.items.map((item) => item.title);
}

const HOSTILE =
  '<p>Safe words</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
  '<a href="javascript:alert(3)" onclick="alert(4)">link</a><iframe src="https://evil.example"></iframe>';

describe("POST /api/admin/blog/posts", () => {
  it("creates a sanitised draft by the admin, logs it, and keeps it off /blog", async () => {
    const { client, account } = await signedInAdmin(t, { name: "Ada Admin" });
    const created = await json<AdminBlogPostDetail>(
      await client.post("/api/admin/blog/posts", {
        title: "  Market notes  ",
        content: HOSTILE,
        categories: ["Market Trends", "market trends"],
        tags: ["Buyers", " buyers "],
      }),
      201,
    );
    expect(created).toMatchObject({
      title: "Market notes",
      content: "<p>Safe words</p><a>link</a>",
      status: "draft",
      categories: ["Market Trends"],
      tags: ["Buyers"],
      publishedAt: null,
    });
    const [row] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, created.id));
    expect(row?.authorId).toBe(account.id);
    expect(await publicTitles()).toEqual([]);
    const drafts = await listed(client, "draft");
    expect(drafts.items).toEqual([
      expect.objectContaining({ id: created.id, authorName: "Ada Admin", publishedAt: null }),
    ]);
    const log = await activitiesAbout(t, created.id);
    expect(
      log.map((entry) => [entry.action, entry.targetType, entry.adminId, entry.details]),
    ).toEqual([["blog_post_created", "blog_post", account.id, { title: "Market notes" }]]);
  });

  it("publishes at once when asked, and /blog shows it", async () => {
    const { client } = await signedInAdmin(t);
    const created = await json<AdminBlogPostDetail>(
      await client.post("/api/admin/blog/posts", {
        title: "Fresh today",
        content: "<p>Hello</p>",
        status: "published",
      }),
      201,
    );
    expect(created.status).toBe("published");
    expect(created.categories).toEqual(["general"]);
    expect(await publicTitles()).toEqual(["Fresh today"]);
    const log = await activitiesAbout(t, created.id);
    expect(log.map((entry) => entry.action).sort()).toEqual([
      "blog_post_created",
      "blog_post_published",
    ]);
  });

  it("refuses a missing title or content with the form's messages", async () => {
    const { client } = await signedInAdmin(t);
    const cases: [unknown, string, string][] = [
      [{ content: "<p>x</p>" }, "title", "Title is required"],
      [{ title: "   ", content: "<p>x</p>" }, "title", "Title is required"],
      [{ title: "T" }, "content", "Content is required"],
      [{ title: "T", content: "  " }, "content", "Content is required"],
      // Markup that sanitises to nothing is no content either.
      [
        { title: "T", content: "<script>alert(1)</script><p> </p>" },
        "content",
        "Content is required",
      ],
      [{ title: "T", content: "<p>x</p>", status: "live" }, "status", expect.any(String) as never],
    ];
    for (const [body, path, message] of cases) {
      const error = await json<{ issues: { path: string; message: string }[] }>(
        await client.post("/api/admin/blog/posts", body),
        400,
      );
      expect(error.issues, JSON.stringify(body)).toContainEqual({ path, message });
    }
    expect(await t.deps.db.select().from(blogPosts)).toEqual([]);
  });
});

describe("POST /api/admin/blog/posts/quick-draft", () => {
  it("creates 'New Draft Post' with empty content, which cannot be published until written", async () => {
    const { client, account } = await signedInAdmin(t);
    const draft = await json<AdminBlogPostDetail>(
      await client.post("/api/admin/blog/posts/quick-draft"),
      201,
    );
    expect(draft).toMatchObject({ title: "New Draft Post", content: "", status: "draft" });
    expect((await listed(client, "draft")).items.map((row) => row.id)).toEqual([draft.id]);
    const refused = await json<{ message: string }>(
      await client.post(`/api/admin/blog/posts/${draft.id}/publish`),
      400,
    );
    expect(refused.message).toBe("Content is required");
    expect(await publicTitles()).toEqual([]);
    const log = await activitiesAbout(t, draft.id);
    expect(log.map((entry) => [entry.action, entry.adminId])).toEqual([
      ["blog_post_created", account.id],
    ]);
  });
});

describe("PUT /api/admin/blog/posts/:id", () => {
  it("saves title, content, tags and categories, sanitised, keeping the status", async () => {
    const { client, account } = await signedInAdmin(t);
    const post = await createBlogPost(t, { title: "Before", categories: ["Old"] });
    const saved = await json<AdminBlogPostDetail>(
      await put(client, `/api/admin/blog/posts/${post.id}`, {
        title: "After",
        content: `<h2>Heading</h2>${HOSTILE}`,
        categories: ["New one"],
        tags: ["Tips"],
        authorTitle: "Market Analyst",
      }),
      200,
    );
    expect(saved).toMatchObject({
      title: "After",
      content: "<h2>Heading</h2><p>Safe words</p><a>link</a>",
      status: "published",
      categories: ["New one"],
      tags: ["Tips"],
      authorTitle: "Market Analyst",
    });
    expect(await publicTitles()).toEqual(["After"]);
    const log = await activitiesAbout(t, post.id);
    expect(log.map((entry) => [entry.action, entry.adminId, entry.details])).toEqual([
      ["blog_post_updated", account.id, { title: "After" }],
    ]);
  });

  it("publishes a draft when the form says so, and unpublishes likewise", async () => {
    const { client } = await signedInAdmin(t);
    const draft = await createBlogPost(t, { title: "Draft", status: "draft" });
    const body = { title: "Draft", content: "<p>Text</p>" };
    const published = await json<AdminBlogPostDetail>(
      await put(client, `/api/admin/blog/posts/${draft.id}`, { ...body, status: "published" }),
      200,
    );
    expect(published.status).toBe("published");
    expect(published.publishedAt).not.toBeNull();
    expect(await publicTitles()).toEqual(["Draft"]);
    const log = await activitiesAbout(t, draft.id);
    expect(log.map((entry) => entry.action).sort()).toEqual([
      "blog_post_published",
      "blog_post_updated",
    ]);
    await json(
      await put(client, `/api/admin/blog/posts/${draft.id}`, { ...body, status: "draft" }),
      200,
    );
    expect(await publicTitles()).toEqual([]);
  });

  it("refuses empty content and answers 404 for unknown or malformed ids", async () => {
    const { client } = await signedInAdmin(t);
    const post = await createBlogPost(t);
    const error = await json<{ issues: { path: string; message: string }[] }>(
      await put(client, `/api/admin/blog/posts/${post.id}`, { title: "T", content: "<p></p>" }),
      400,
    );
    expect(error.issues).toEqual([{ path: "content", message: "Content is required" }]);
    for (const id of [NOBODY, "not-a-uuid"]) {
      const body = { title: "T", content: "<p>x</p>" };
      expect((await put(client, `/api/admin/blog/posts/${id}`, body)).status).toBe(404);
      expect((await client.get(`/api/admin/blog/posts/${id}`)).status).toBe(404);
      expect((await client.post(`/api/admin/blog/posts/${id}/publish`)).status).toBe(404);
      expect((await client.delete(`/api/admin/blog/posts/${id}`)).status).toBe(404);
    }
  });
});

describe("POST /api/admin/blog/posts/:id/publish", () => {
  it("moves a draft to published, dated now, shown on /blog, logged once", async () => {
    const { client, account } = await signedInAdmin(t);
    const draft = await createBlogPost(t, { title: "Going live", status: "draft" });
    const published = await json<AdminBlogPostDetail>(
      await client.post(`/api/admin/blog/posts/${draft.id}/publish`),
      200,
    );
    expect(published.status).toBe("published");
    expect(Date.now() - Date.parse(published.publishedAt ?? "")).toBeLessThan(60_000);
    expect(await publicTitles()).toEqual(["Going live"]);
    // Publishing again changes nothing and logs nothing.
    await json(await client.post(`/api/admin/blog/posts/${draft.id}/publish`), 200);
    const log = await activitiesAbout(t, draft.id);
    expect(log.map((entry) => [entry.action, entry.adminId, entry.details])).toEqual([
      ["blog_post_published", account.id, { title: "Going live" }],
    ]);
  });
});

describe("DELETE /api/admin/blog/posts/:id", () => {
  it("removes the post and its category links, logs it, and /blog no longer shows it", async () => {
    const { client, account } = await signedInAdmin(t);
    const post = await createBlogPost(t, { title: "Short-lived", categories: ["Kept"] });
    expect(await publicTitles()).toEqual(["Short-lived"]);
    const response = await client.delete(`/api/admin/blog/posts/${post.id}`);
    expect(response.status).toBe(204);
    expect(await t.deps.db.select().from(blogPosts)).toEqual([]);
    expect(
      await t.deps.db
        .select()
        .from(blogPostCategories)
        .where(eq(blogPostCategories.postId, post.id)),
    ).toEqual([]);
    // The category itself stays.
    expect((await t.deps.db.select().from(blogCategories)).map((c) => c.name)).toEqual(["Kept"]);
    expect(await publicTitles()).toEqual([]);
    expect((await client.get(`/api/blog/posts/${post.id}`)).status).toBe(404);
    const log = await activitiesAbout(t, post.id);
    expect(log.map((entry) => [entry.action, entry.adminId, entry.details])).toEqual([
      ["blog_post_deleted", account.id, { title: "Short-lived" }],
    ]);
  });

  it("deletes the cover's files only after the post is gone", async () => {
    const { client } = await signedInAdmin(t);
    const cover = fakeCover();
    for (const width of cover.widths) {
      await t.deps.storage.put(`${cover.storageKey}-${width}.webp`, Buffer.from("x"), {
        contentType: "image/webp",
      });
    }
    const post = await createBlogPost(t, { cover });
    expect((await client.delete(`/api/admin/blog/posts/${post.id}`)).status).toBe(204);
    for (const width of cover.widths) {
      expect(await t.deps.storage.stat(`${cover.storageKey}-${width}.webp`)).toBeNull();
    }
  });
});

describe("GET /api/admin/blog/posts", () => {
  it("lists each status in its order with author names, views and pages", async () => {
    const { client } = await signedInAdmin(t);
    const author = await createUser(t, { name: "Rhea Writer" });
    const day = 24 * 60 * 60 * 1000;
    const older = await createBlogPost(t, {
      title: "Older",
      authorId: author.id,
      at: new Date(Date.now() - 2 * day),
    });
    const newer = await createBlogPost(t, {
      title: "Newer",
      authorId: null,
      at: new Date(Date.now() - day),
    });
    await t.deps.db.update(blogPosts).set({ views: 7 }).where(eq(blogPosts.id, older.id));
    const draftA = await createBlogPost(t, {
      title: "Draft A",
      status: "draft",
      at: new Date(Date.now() - day),
    });
    const draftB = await createBlogPost(t, { title: "Draft B", status: "draft" });

    const published = await listed(client, "published");
    expect(published.items.map((row) => [row.id, row.authorName, row.views])).toEqual([
      [newer.id, "Unknown Author", 0],
      [older.id, "Rhea Writer", 7],
    ]);
    expect(published.total).toBe(2);
    expect(published.items[0]?.publishedAt).not.toBeNull();
    const drafts = await listed(client, "draft");
    expect(drafts.items.map((row) => row.id)).toEqual([draftB.id, draftA.id]);
    expect(drafts.items.every((row) => row.publishedAt === null)).toBe(true);

    const past = await listed(client, "draft", 2);
    expect(past).toMatchObject({ items: [], page: 2, pageCount: 1 });
    const bad = await client.get("/api/admin/blog/posts?status=archived");
    expect(bad.status).toBe(400);
    expect((await client.get("/api/admin/blog/posts?page=0")).status).toBe(400);
  });

  it("gives the edit dialog everything, drafts included", async () => {
    const { client } = await signedInAdmin(t);
    const cover = fakeCover();
    const draft = await createBlogPost(t, {
      title: "Complete",
      status: "draft",
      content: "<p>Body</p>",
      categories: ["Zeta", "Alpha"],
      tags: ["One"],
      authorTitle: "Editor",
      cover,
    });
    const detail = await json<AdminBlogPostDetail>(
      await client.get(`/api/admin/blog/posts/${draft.id}`),
      200,
    );
    expect(detail).toMatchObject({
      id: draft.id,
      title: "Complete",
      content: "<p>Body</p>",
      status: "draft",
      categories: ["Alpha", "Zeta"],
      tags: ["One"],
      authorTitle: "Editor",
      publishedAt: null,
    });
    expect(detail.cover?.src).toContain(cover.storageKey);
  });
});
