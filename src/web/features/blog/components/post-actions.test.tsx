import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blogPostDetail } from "../../../../../tests/components/fixtures/blog";
import { renderRoute } from "../../../../../tests/components/render";
import { PostActions } from "./post-actions";

const POST = blogPostDetail();

describe("PostActions signed out", () => {
  it("prompts to sign in on Like and leads there carrying the like", async () => {
    const { user, location } = renderRoute("/blog/:id", () => <PostActions post={POST} />, {
      at: `/blog/${POST.id}`,
      routes: [{ path: "/profile", Component: () => <h1>Sign in page</h1> }],
    });
    const like = await screen.findByRole("button", { name: /^Like/ });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    await user.click(like);
    expect(await screen.findByText("Please sign in to like posts.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeTruthy();
    const back = `/blog/${POST.id}?intent=like-post%3A${POST.id}`;
    expect(location()).toBe(`/profile?returnTo=${encodeURIComponent(back)}`);
  });
});
