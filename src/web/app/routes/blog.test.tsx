import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlogPostPage } from "@/shared/blog";
import { api, apiError, HttpResponse, http } from "../../../../tests/components/api";
import {
  blogCategories,
  blogPage,
  blogPostSummary,
} from "../../../../tests/components/fixtures/blog";
import { currentUrl, withLocation } from "../../../../tests/components/location";
import { renderRoute } from "../../../../tests/components/render";
import BlogRoute, { clientLoader } from "./blog";

const staging = blogPostSummary({ title: "Home Staging on a Budget", category: "selling" });
const rental = blogPostSummary({
  title: "Financing Your First Rental Property",
  category: "investment",
});
const INVALID_EMAIL = "Please enter a valid email address.";

/**
 * Answers the blog's reads: the categories, the popular topics, and each list request through
 * `posts` (both posts by default); keeps the list requests' query strings.
 */
function answerBlog(
  posts: (query: URLSearchParams) => BlogPostPage = () => blogPage([staging, rental]),
) {
  const asked: string[] = [];
  api.use(
    http.get("*/api/blog/categories", () =>
      HttpResponse.json(blogCategories("buying", "investment", "market", "selling")),
    ),
    http.get("*/api/blog/popular-tags", () => HttpResponse.json(["Market Trends", "staging"])),
    http.get("*/api/blog/posts", ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      return HttpResponse.json(posts(query));
    }),
  );
  return asked;
}

function renderBlog(at = "/blog") {
  return renderRoute("/blog", withLocation(BlogRoute), { at, loader: clientLoader });
}

const categoryTab = (name: string) =>
  within(screen.getByRole("navigation", { name: "Blog categories" })).getByRole("link", {
    name,
  });
const pagination = () => screen.queryByRole("navigation", { name: "Blog pages" });
const NO_POSTS = "No blog posts found matching your criteria.";

describe("/blog", () => {
  it("searches through the URL, one history entry per search", async () => {
    const asked = answerBlog((query) =>
      blogPage(query.get("q") === "staging" ? [staging] : query.get("q") ? [] : [staging, rental]),
    );
    const { user } = renderBlog();
    expect(await screen.findByText(rental.title)).toBeTruthy();
    const box = screen.getByPlaceholderText("Search articles...");
    await user.type(box, "staging");
    await waitFor(() => expect(currentUrl()).toBe("/blog?q=staging"));
    await waitFor(() => expect(asked.at(-1)).toBe("page=1&q=staging"));
    await waitFor(() => expect(screen.queryByText(rental.title)).toBeNull());
    expect(screen.getByText(staging.title)).toBeTruthy();

    await user.clear(box);
    await user.type(box, "zqxjv");
    expect(await screen.findByText(NO_POSTS)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Browser Back" }));
    await waitFor(() => expect(currentUrl()).toBe("/blog"));
    await waitFor(() =>
      expect(screen.getByPlaceholderText("Search articles...")).toHaveProperty("value", ""),
    );

    // A popular topic searches for itself.
    const topics = screen.getByRole("region", { name: "Popular Topics" });
    await user.click(within(topics).getByRole("link", { name: /Market Trends/ }));
    await waitFor(() => expect(currentUrl()).toBe("/blog?q=Market+Trends"));
  });

  it("keeps the category tab in the URL, and Back restores the whole list", async () => {
    const asked = answerBlog((query) =>
      blogPage(query.get("category") === "investment" ? [rental] : [staging, rental]),
    );
    const { user } = renderBlog();
    expect(await screen.findByText(staging.title)).toBeTruthy();
    expect(categoryTab("All Topics").getAttribute("aria-current")).toBe("page");
    await user.click(categoryTab("Investment"));
    await waitFor(() => expect(currentUrl()).toBe("/blog?category=investment"));
    await waitFor(() => expect(asked.at(-1)).toBe("page=1&category=investment"));
    await waitFor(() => expect(screen.queryByText(staging.title)).toBeNull());
    expect(categoryTab("Investment").getAttribute("aria-current")).toBe("page");
    // One page: no pagination.
    expect(pagination()).toBeNull();

    await user.click(screen.getByRole("button", { name: "Browser Back" }));
    await waitFor(() => expect(currentUrl()).toBe("/blog"));
    expect(categoryTab("All Topics").getAttribute("aria-current")).toBe("page");
    expect(await screen.findByText(staging.title)).toBeTruthy();
  });

  it("reads a shared link's category in any case and ignores bad values", async () => {
    const asked = answerBlog();
    const first = renderBlog("/blog?category=SELLING&page=oops");
    await waitFor(() => expect(asked).toEqual(["page=1&category=selling"]));
    expect(categoryTab("Selling").getAttribute("aria-current")).toBe("page");
    first.unmount();

    renderBlog("/blog?category=no-such-topic");
    await waitFor(() => expect(asked.at(-1)).toBe("page=1"));
    expect(categoryTab("All Topics").getAttribute("aria-current")).toBe("page");
  });

  it("pages through a list six at a time, and Back returns to the page before", async () => {
    const firstSix = Array.from({ length: 6 }, (_, index) =>
      blogPostSummary({ title: `Paging article ${index + 1}` }),
    );
    const lastTwo = [7, 8].map((number) => blogPostSummary({ title: `Paging article ${number}` }));
    answerBlog((query) => {
      const page = Number(query.get("page"));
      return blogPage(page === 1 ? firstSix : page === 2 ? lastTwo : [], page, 2);
    });
    const { user } = renderBlog("/blog?category=buying");
    expect(await screen.findByText("Paging article 1")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(6);
    const pages = () => within(pagination() as HTMLElement);
    expect(pages().getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");

    await user.click(pages().getByRole("link", { name: "Next" }));
    await waitFor(() => expect(currentUrl()).toBe("/blog?category=buying&page=2"));
    expect(await screen.findByText("Paging article 8")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(pages().getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(pages().queryByRole("link", { name: "Next" })).toBeNull();

    await user.click(pages().getByRole("link", { name: "Previous" }));
    await waitFor(() => expect(currentUrl()).toBe("/blog?category=buying"));
    expect(await screen.findByText("Paging article 1")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Browser Back" }));
    await waitFor(() => expect(currentUrl()).toBe("/blog?category=buying&page=2"));
  });

  it("says a page past the end is empty and leads back to the last page", async () => {
    answerBlog((query) => blogPage([], Number(query.get("page")), 2));
    const { user } = renderBlog("/blog?category=buying&page=9");
    expect(await screen.findByText(NO_POSTS)).toBeTruthy();
    const pages = within(pagination() as HTMLElement);
    await user.click(pages.getByRole("link", { name: "Previous" }));
    await waitFor(() => expect(currentUrl()).toBe("/blog?category=buying&page=2"));
  });

  it("Subscribe explains a bad address, then asks to confirm by e-mail", async () => {
    answerBlog();
    const sent: unknown[] = [];
    api.use(
      http.post("*/api/blog/subscribers", async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        return body.email.includes("@")
          ? HttpResponse.json({ pending: true }, { status: 202 })
          : apiError(400, "VALIDATION_FAILED", INVALID_EMAIL, [
              { path: "email", message: INVALID_EMAIL },
            ]);
      }),
    );
    const { user } = renderBlog();
    const form = within(await screen.findByRole("region", { name: "Subscribe" }));
    const email = form.getByRole("textbox", { name: "Email address" });
    const subscribe = form.getByRole("button", { name: "Subscribe" });

    await user.type(email, "not-an-email");
    await user.click(subscribe);
    expect(await form.findByText(INVALID_EMAIL)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");

    await user.clear(email);
    await user.type(email, "reader@example.com");
    // Typing again clears the message.
    expect(form.queryByText(INVALID_EMAIL)).toBeNull();
    await user.click(subscribe);
    expect(await screen.findByText("Check your inbox to confirm")).toBeTruthy();
    expect(email).toHaveProperty("value", "");
    expect(email.getAttribute("aria-invalid")).toBeNull();
    expect(sent).toEqual([{ email: "not-an-email" }, { email: "reader@example.com" }]);
  });
});
