import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { blogPostLikes, blogPosts } from "../../src/server/platform/db/schema";
import type { BlogLikeState, BlogPostDetail } from "../../src/shared/blog";
import { clearBlog, createBlogPost, createBlogPosts } from "../factories/blog";
import { createUser, signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

// Views are limited per client address, which tests choose through the proxy header.
const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });
beforeEach(() => clearBlog(t));

const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
const detail = (client: TestClient, id: string) =>
  getJson<BlogPostDetail>(client, `/api/blog/posts/${id}`);
const like = (client: TestClient, id: string) =>
  client.request("PUT", `/api/blog/posts/${id}/like`);
const unlike = (client: TestClient, id: string) => client.delete(`/api/blog/posts/${id}/like`);

async function stored(postId: string) {
  const [post] = await t.deps.db
    .select({ views: blogPosts.views, likeCount: blogPosts.likeCount })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId));
  const [likes] = await t.deps.db
    .select({ n: count() })
    .from(blogPostLikes)
    .where(eq(blogPostLikes.postId, postId));
  return { ...post, likeRows: likes?.n };
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Blog post not found" });
}

describe("GET /api/blog/posts/:id", () => {
  it("shows the post with its sanitised content, counters and card fields", async () => {
    const author = await createUser(t, { name: "Daniel Brooks" });
    const post = await createBlogPost(t, {
      title: "Financing a rental",
      content:
        '<h2>Loans</h2><p onclick="x()">Plan <a href="https://example.com" target="_blank">ahead</a>.</p>',
      authorId: author.id,
      authorTitle: "Mortgage Writer",
      categories: ["investment"],
      tags: ["Mortgage"],
    });
    const body = await detail(t.client, post.id);
    expect(body).toMatchObject({
      id: post.id,
      title: "Financing a rental",
      status: "published",
      content:
        '<h2>Loans</h2><p>Plan <a href="https://example.com" target="_blank" rel="noopener noreferrer">ahead</a>.</p>',
      excerpt: "Loans Plan ahead.",
      category: "investment",
      tags: ["Mortgage"],
      author: { id: author.id, name: "Daniel Brooks", title: "Mortgage Writer" },
      views: 0,
      likeCount: 0,
      likedByMe: false,
      related: [],
    });
    expect(body.publishedAt).toBe(post.publishedAt?.toISOString());
  });

  it("relates posts sharing a category or tag, most shared first, then newest, at most 3", async () => {
    const list = [
      { title: "Newest", categories: ["buying"], tags: ["Budget"] },
      { title: "Shares tag", categories: ["selling"], tags: ["mortgage"] },
      { title: "Shares both", categories: ["Buying"], tags: ["Mortgage", "Escrow"] },
      { title: "Shares category", categories: ["buying"] },
      { title: "Nothing", categories: ["market"], tags: ["Rates"] },
      { title: "Older, shares tag", categories: ["selling"], tags: ["Escrow"] },
    ];
    const posts = await createBlogPosts(t, list);
    const titleOf = new Map(posts.map((post, i) => [post.id, list[i]?.title]));
    const source = await createBlogPost(t, {
      categories: ["buying", "investment"],
      tags: ["Mortgage", "Escrow"],
      at: new Date(Date.now() - 30 * 86_400_000),
    });
    await createBlogPost(t, { categories: ["buying"], tags: ["Mortgage"], status: "draft" });

    const related = (await detail(t.client, source.id)).related;
    // Shares both has 3 in common; the rest tie at 1 and come newest first.
    expect(related.map((post) => titleOf.get(post.id))).toEqual([
      "Shares both",
      "Newest",
      "Shares tag",
    ]);
    // "Buying" was matched to the existing "buying" category.
    expect(related[0]).toMatchObject({ title: "Shares both", category: "buying" });
  });

  it("hides drafts from the public and from members, but not from administrators", async () => {
    const draft = await createBlogPost(t, { title: "Not yet", status: "draft" });
    await expectNotFound(await t.client.get(`/api/blog/posts/${draft.id}`));
    const { client: member } = await signedInClient(t);
    await expectNotFound(await member.get(`/api/blog/posts/${draft.id}`));

    const { client: admin } = await signedInClient(t, { role: "admin" });
    expect(await detail(admin, draft.id)).toMatchObject({
      title: "Not yet",
      status: "draft",
      publishedAt: null,
    });
  });

  it("answers unknown and malformed ids with 404", async () => {
    await expectNotFound(
      await t.client.get("/api/blog/posts/6c1b7a4e-0000-4000-8000-000000000000"),
    );
    await expectNotFound(await t.client.get("/api/blog/posts/not-a-uuid"));
    await expectNotFound(await t.client.get("/api/blog/posts/1'%20or%201=1"));
  });
});

describe("POST /api/blog/posts/:id/views", () => {
  it("counts a view once per address and post within ten minutes", async () => {
    const [post, other] = await createBlogPosts(t, [{}, {}]);
    const id = post?.id ?? "";
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.client.post(`/api/blog/posts/${id}/views`, {}, from("10.0.0.1"))).status,
      ).toBe(204);
    }
    expect((await stored(id)).views).toBe(1);
    expect((await t.client.post(`/api/blog/posts/${id}/views`, {}, from("10.0.0.2"))).status).toBe(
      204,
    );
    await t.client.post(`/api/blog/posts/${other?.id}/views`, {}, from("10.0.0.1"));
    expect((await stored(id)).views).toBe(2);
    expect((await stored(other?.id ?? "")).views).toBe(1);
    expect((await detail(t.client, id)).views).toBe(2);
  });

  it("answers 404 for drafts and unknown posts, even after a first try", async () => {
    const draft = await createBlogPost(t, { status: "draft" });
    for (let i = 0; i < 2; i++) {
      await expectNotFound(
        await t.client.post(`/api/blog/posts/${draft.id}/views`, {}, from("10.0.1.1")),
      );
      await expectNotFound(await t.client.post("/api/blog/posts/nope/views", {}, from("10.0.1.1")));
    }
    expect((await stored(draft.id)).views).toBe(0);
  });
});

describe("PUT and DELETE /api/blog/posts/:id/like", () => {
  it("asks visitors to sign in", async () => {
    const post = await createBlogPost(t);
    for (const response of [
      await like(new TestClient(t), post.id),
      await unlike(t.client, post.id),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: "UNAUTHORIZED",
        message: "Please sign in to like posts",
      });
    }
    expect(await stored(post.id)).toMatchObject({ likeCount: 0, likeRows: 0 });
  });

  it("likes and unlikes, counting each member once however often they click", async () => {
    const post = await createBlogPost(t);
    const { client } = await signedInClient(t);
    const { client: second } = await signedInClient(t);
    const state = async (response: Response) => {
      expect(response.status).toBe(200);
      return (await response.json()) as BlogLikeState;
    };
    expect(await state(await like(client, post.id))).toEqual({ liked: true, likeCount: 1 });
    expect(await state(await like(client, post.id))).toEqual({ liked: true, likeCount: 1 });
    expect(await state(await like(second, post.id))).toEqual({ liked: true, likeCount: 2 });
    expect((await detail(client, post.id)).likedByMe).toBe(true);
    expect((await detail(t.client, post.id)).likedByMe).toBe(false);

    expect(await state(await unlike(client, post.id))).toEqual({ liked: false, likeCount: 1 });
    expect(await state(await unlike(client, post.id))).toEqual({ liked: false, likeCount: 1 });
    expect((await detail(client, post.id)).likedByMe).toBe(false);
    expect(await stored(post.id)).toMatchObject({ likeCount: 1, likeRows: 1 });
  });

  it("keeps the count right when many like at once", async () => {
    const post = await createBlogPost(t);
    const clients = await Promise.all(Array.from({ length: 4 }, () => signedInClient(t)));
    await Promise.all(
      clients.flatMap(({ client }) => [like(client, post.id), like(client, post.id)]),
    );
    expect(await stored(post.id)).toMatchObject({ likeCount: 4, likeRows: 4 });
  });

  it("answers 404 for drafts and unknown posts", async () => {
    const draft = await createBlogPost(t, { status: "draft" });
    const { client } = await signedInClient(t);
    await expectNotFound(await like(client, draft.id));
    await expectNotFound(await unlike(client, "not-a-uuid"));
    await expectNotFound(await like(client, "6c1b7a4e-0000-4000-8000-000000000000"));
  });
});
