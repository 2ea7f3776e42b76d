import { describe, expect, it } from "vitest";
import type { CommentsPage, ThreadComment } from "../../src/shared/comments";
import { createBlogPost } from "../factories/blog";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const comments = (postId: string) =>
  getJson<CommentsPage>(t.client, `/api/blog/posts/${postId}/comments`);

/** Blog posts take comments as reels do. */
describe("blog post comments", () => {
  it("takes a signed-in reader's comment as typed, newest first, and counts it", async () => {
    const post = await createBlogPost(t);
    const { client, account } = await signedInClient(t, { name: "Cora Commenter" });
    for (const body of ["First thought", "<b>Second</b> thought"]) {
      const response = await client.post(`/api/blog/posts/${post.id}/comments`, { body });
      expect(response.status).toBe(201);
    }
    const page = await comments(post.id);
    // Kept as typed; screens show it as text, never as markup.
    expect(page.items.map((item) => item.body)).toEqual(["<b>Second</b> thought", "First thought"]);
    expect(page.items[0]?.author).toMatchObject({ id: account.id, name: "Cora Commenter" });
    const detail = await getJson<{ commentCount: number }>(t.client, `/api/blog/posts/${post.id}`);
    expect(detail.commentCount).toBe(2);
  });

  it("asks visitors to sign in, refuses an empty comment, and knows no drafts or unknown posts", async () => {
    const post = await createBlogPost(t);
    const draft = await createBlogPost(t, { status: "draft" });
    const visitor = await t.client.post(`/api/blog/posts/${post.id}/comments`, { body: "Hi" });
    expect(visitor.status).toBe(401);
    const { client } = await signedInClient(t);
    const empty = await client.post(`/api/blog/posts/${post.id}/comments`, { body: "   " });
    expect(empty.status).toBe(400);
    for (const id of [draft.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      expect((await client.post(`/api/blog/posts/${id}/comments`, { body: "Hi" })).status).toBe(
        404,
      );
      expect((await t.client.get(`/api/blog/posts/${id}/comments`)).status).toBe(404);
    }
    expect((await comments(post.id)).items).toEqual<ThreadComment[]>([]);
  });
});
