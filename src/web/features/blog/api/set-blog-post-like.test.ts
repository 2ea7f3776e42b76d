import { describe, expect, it } from "vitest";
import type { BlogPostDetail } from "@/shared/blog";
import { withLike } from "./set-blog-post-like";

function post(likedByMe: boolean, likeCount: number): BlogPostDetail {
  return {
    id: "p1",
    title: "Post",
    excerpt: "",
    category: "general",
    categories: ["general"],
    tags: [],
    author: { id: null, name: "Unknown Author", title: null, avatarUrl: null },
    publishedAt: "2025-01-01T12:00:00.000Z",
    cover: null,
    readMinutes: 1,
    status: "published",
    content: "<p>Hi</p>",
    views: 0,
    likeCount,
    commentCount: 0,
    likedByMe,
    related: [],
  };
}

describe("withLike", () => {
  it("adds the viewer's like", () => {
    expect(withLike(post(false, 4), true)).toMatchObject({ likedByMe: true, likeCount: 5 });
  });

  it("takes the viewer's like away", () => {
    expect(withLike(post(true, 5), false)).toMatchObject({ likedByMe: false, likeCount: 4 });
  });

  it("changes nothing when the wish is already the state", () => {
    const liked = post(true, 5);
    expect(withLike(liked, true)).toBe(liked);
  });

  it("never counts below zero", () => {
    expect(withLike(post(true, 0), false).likeCount).toBe(0);
  });
});
