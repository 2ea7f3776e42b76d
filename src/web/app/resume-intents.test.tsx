import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useBlogPost } from "@/web/features/blog/api/get-blog-post";
import { PostActions } from "@/web/features/blog/components/post-actions";
import { SaveButton } from "@/web/features/saved/components/save-button";
import { api, apiError, HttpResponse, http } from "../../../tests/components/api";
import { blogPostDetail } from "../../../tests/components/fixtures/blog";
import { signedIn, viewerOf } from "../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../tests/components/render";
import { ResumeIntents } from "./resume-intents";

const HOME = "11111111-1111-4111-8111-111111111111";

/** What the root draws on every page, beside one card's save button on this one. */
function SearchPage() {
  return (
    <>
      <ResumeIntents />
      <SaveButton propertyId={HOME} />
    </>
  );
}

/** Saved ids as the server keeps them: a PUT adds one, unless `refuse` answers it instead. */
function answerSaved(refuse?: () => Response) {
  const saved: string[] = [];
  api.use(
    http.get("*/api/saved/ids", () => HttpResponse.json({ ids: saved })),
    http.put("*/api/saved/:id", ({ params }) => {
      if (refuse) return refuse();
      saved.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return saved;
}

describe("ResumeIntents, back from signing in", () => {
  it("saves the home the visitor pressed Save on and drops the intent from the address", async () => {
    signedIn();
    const saved = answerSaved();
    const { location } = renderRoute("/search", SearchPage, {
      at: `/search?q=Zedville&intent=save:${HOME}`,
      viewer: viewerOf(),
    });
    expect(await screen.findByText("Property saved")).toBeTruthy();
    expect(saved).toEqual([HOME]);
    await waitFor(() => expect(location()).toBe("/search?q=Zedville"));
    expect(await screen.findByRole("button", { name: "Remove from saved" })).toBeTruthy();
  });

  it("says why a save cannot be finished when the home is gone", async () => {
    signedIn();
    const saved = answerSaved(() => apiError(404, "NOT_FOUND", "Property not found"));
    const { location } = renderRoute("/search", SearchPage, {
      at: `/search?intent=save:${HOME}`,
      viewer: viewerOf(),
    });
    expect(await screen.findByText("Property not found")).toBeTruthy();
    expect(saved).toEqual([]);
    await waitFor(() => expect(location()).toBe("/search"));
    expect(await screen.findByRole("button", { name: "Save property" })).toBeTruthy();
  });

  it("leaves the intent alone while nobody is signed in", async () => {
    const { location } = renderRoute("/search", SearchPage, {
      at: `/search?intent=save:${HOME}`,
    });
    // Signed out, the card offers sign-in and nothing is sent (msw would fail an unasked request).
    expect(await screen.findByRole("link", { name: "Save property" })).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`/search?intent=save:${HOME}`));
  });
});

const POST = blogPostDetail();

/** The post's Like as its page draws it, from the post the API answers. */
function BlogPostPage() {
  const post = useBlogPost(POST.id).data;
  return (
    <>
      <ResumeIntents />
      {post ? <PostActions post={post} /> : null}
    </>
  );
}

describe("ResumeIntents, back from signing in to like a post", () => {
  it("likes the post once and shows it liked", async () => {
    signedIn();
    const likes: string[] = [];
    api.use(
      http.get("*/api/blog/posts/:id", () =>
        HttpResponse.json({ ...POST, likedByMe: likes.length > 0, likeCount: likes.length }),
      ),
      http.put("*/api/blog/posts/:id/like", ({ params }) => {
        likes.push(String(params.id));
        return HttpResponse.json({ liked: true, likeCount: 1 });
      }),
    );
    const { location } = renderRoute("/blog/:id", BlogPostPage, {
      at: `/blog/${POST.id}?intent=like-post:${POST.id}`,
      viewer: viewerOf(),
    });
    await waitFor(() => expect(likes).toEqual([POST.id]));
    const like = await screen.findByRole("button", { name: "Like 1 like" });
    await waitFor(() => expect(like.getAttribute("aria-pressed")).toBe("true"));
    await waitFor(() => expect(location()).toBe(`/blog/${POST.id}`));
  });
});

describe("SaveButton signed out", () => {
  it("prompts to sign in and leads to the sign-in page carrying the save", async () => {
    const { user, location } = renderRoute("/search", () => <SaveButton propertyId={HOME} />, {
      at: "/search?q=Zedville",
      routes: [{ path: "/profile", Component: () => <h1>Sign in page</h1> }],
    });
    await user.click(await screen.findByRole("link", { name: "Save property" }));
    expect(await screen.findByText("Please sign in to save properties.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Sign in page" })).toBeTruthy();
    const back = `/search?q=Zedville&intent=save%3A${HOME}`;
    await waitFor(() => expect(location()).toBe(`/profile?returnTo=${encodeURIComponent(back)}`));
  });
});
