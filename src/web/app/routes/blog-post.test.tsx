import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlogPostDetail } from "@/shared/blog";
import { api, apiError, HttpResponse, http } from "../../../../tests/components/api";
import { everythingNear } from "../../../../tests/components/everything-near";
import { blogPostDetail } from "../../../../tests/components/fixtures/blog";
import { currentUrl, withLocation } from "../../../../tests/components/location";
import { renderRoute } from "../../../../tests/components/render";
import BlogPostRoute, { clientLoader } from "./blog-post";

/** Other pages the post links to, drawn as a line naming them. */
const otherPages = [
  { path: "/blog", Component: withLocation(() => <p>The blog</p>) },
  { path: "/profile", Component: withLocation(() => <p>Sign-in page</p>) },
];

/** Answers the post's page: the post, its view count and its (empty) comment thread. */
function answerPost(post: BlogPostDetail) {
  api.use(
    http.get(`*/api/blog/posts/${post.id}`, () => HttpResponse.json(post)),
    http.post(`*/api/blog/posts/${post.id}/views`, () => new HttpResponse(null, { status: 204 })),
    http.get(`*/api/blog/posts/${post.id}/comments`, () =>
      HttpResponse.json({ items: [], nextCursor: null }),
    ),
  );
}

function renderPost(id: string) {
  return renderRoute("/blog/:id", withLocation(BlogPostRoute), {
    at: `/blog/${id}`,
    loader: clientLoader,
    routes: otherPages,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("/blog/:id", () => {
  it("asks a signed-out reader to sign in to like, coming back to like after", async () => {
    const post = blogPostDetail({ title: "A post to like" });
    answerPost(post);
    const { user } = renderPost(post.id);
    await user.click(await screen.findByRole("button", { name: /^Like/ }));
    expect(await screen.findByText("Please sign in to like posts.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Sign-in page")).toBeTruthy();
    const back = `/blog/${post.id}?intent=like-post%3A${post.id}`;
    expect(currentUrl()).toBe(`/profile?returnTo=${encodeURIComponent(back)}`);
  });

  it("offers a visitor an empty thread and a way to sign in to comment", async () => {
    // The thread loads as the reader nears it.
    everythingNear();
    const post = blogPostDetail({ title: "A post to discuss" });
    answerPost(post);
    renderPost(post.id);
    const thread = within(await screen.findByRole("region", { name: /^Comments/ }));
    expect(await thread.findByText("No comments yet. Be the first to comment.")).toBeTruthy();
    expect(thread.getByRole("link", { name: "Sign in to comment" })).toBeTruthy();
  });

  it("says Blog Post Not Found for an unknown id or a draft, and leads back to the blog", async () => {
    // The API answers 404 for both (tests/api/blog-post.test.ts).
    api.use(
      http.get("*/api/blog/posts/:id", () => apiError(404, "NOT_FOUND", "Blog post not found")),
    );
    const { user } = renderPost("not-a-post");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Blog Post Not Found" }),
    ).toBeTruthy();
    expect(
      screen.getByText("The article you're looking for doesn't exist or may have been removed."),
    ).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Back to Blog" }));
    expect(await screen.findByText("The blog")).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe("/blog"));
  });
});
