import { beforeEach, describe, expect, it } from "vitest";
import type { BlogPostPage } from "../../src/shared/blog";
import { clearBlog, createBlogPost, createBlogPosts, fakeCover } from "../factories/blog";
import { createUser } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeEach(() => clearBlog(t));

const list = (query = "") => getJson<BlogPostPage>(t.client, `/api/blog/posts${query}`);
const titles = (page: BlogPostPage) => page.items.map((item) => item.title);

describe("GET /api/blog/posts", () => {
  it("lists published posts newest first, as cards with author, category and cover", async () => {
    const author = await createUser(t, { name: "Megan Alvarez" });
    const cover = fakeCover();
    await createBlogPosts(t, [
      {
        title: "Newest",
        authorId: author.id,
        authorTitle: "Market Analyst",
        categories: ["market", "buying"],
        tags: ["Market Trends"],
        cover,
      },
      { title: "Older" },
    ]);
    await createBlogPost(t, { title: "Unfinished draft", status: "draft" });

    const page = await list();
    expect(titles(page)).toEqual(["Newest", "Older"]);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    const [card] = page.items;
    expect(card).toMatchObject({
      category: "buying",
      categories: ["buying", "market"],
      tags: ["Market Trends"],
      author: { id: author.id, name: "Megan Alvarez", title: "Market Analyst", avatarUrl: null },
      readMinutes: 1,
    });
    expect(Date.parse(card?.publishedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(card?.cover).toEqual({
      src: `/media/${cover.storageKey}-960.webp`,
      srcSet: [480, 960, 1600]
        .map((width) => `/media/${cover.storageKey}-${width}.webp ${width}w`)
        .join(", "),
      width: 1600,
      height: 1067,
    });
    expect(page.items[1]).toMatchObject({ category: "general", cover: null });
  });

  it("names a post without an author account Unknown Author", async () => {
    await createBlogPost(t, { authorId: null });
    expect((await list()).items[0]?.author).toEqual({
      id: null,
      name: "Unknown Author",
      title: null,
      avatarUrl: null,
    });
  });
});

describe("search", () => {
  it("finds text in the title, the excerpt or deep in the content, in any case", async () => {
    const filler = "<p>Nothing to see in this opening paragraph at all. </p>".repeat(8);
    await createBlogPosts(t, [
      { title: "Staging Your Living Room", content: "<p>Light and space.</p>" },
      { title: "Closing costs", content: "<p>Budget for the <em>escrow</em> fees.</p>" },
      { title: "Long read", content: `${filler}<h2>Appraisal gaps</h2><p>Cover them.</p>` },
      { title: "Unrelated", content: "<p>Mortgage rates.</p>" },
    ]);
    expect(titles(await list("?q=STAGING"))).toEqual(["Staging Your Living Room"]);
    expect(titles(await list("?q=Escrow"))).toEqual(["Closing costs"]);
    expect(titles(await list("?q=appraisal%20GAPS"))).toEqual(["Long read"]);
    expect(titles(await list("?q=%20%20closing%20"))).toEqual(["Closing costs"]);
    expect(await list("?q=nowhere")).toEqual({ items: [], page: 1, pageCount: 0, total: 0 });
  });

  it("finds posts by their tags, so a Popular Topics link leads somewhere", async () => {
    await createBlogPosts(t, [
      { title: "Prices this spring", content: "<p>Numbers.</p>", tags: ["Market Trends"] },
      { title: "Paint colours", content: "<p>Walls.</p>", tags: ["Home Staging"] },
    ]);
    expect(titles(await list("?q=market%20trends"))).toEqual(["Prices this spring"]);
  });

  it("matches % and _ literally", async () => {
    await createBlogPosts(t, [
      { title: "Rates fell 1% this week" },
      { title: "Rates fell 15 points" },
      { title: "my_house notes" },
      { title: "my house notes" },
    ]);
    expect(titles(await list("?q=1%25"))).toEqual(["Rates fell 1% this week"]);
    expect(titles(await list("?q=my_house"))).toEqual(["my_house notes"]);
  });

  it("does not search the markup itself", async () => {
    await createBlogPost(t, { content: '<p><strong class="lead">Bold</strong> words</p>' });
    expect((await list("?q=strong")).total).toBe(0);
    expect((await list("?q=bold%20words")).total).toBe(1);
  });

  it("refuses search text over 100 characters", async () => {
    const response = await t.client.get(`/api/blog/posts?q=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: "q", message: "Search text must be at most 100 characters" },
    ]);
  });
});

describe("category filter", () => {
  it("keeps the posts of one category, named in any case, together with search", async () => {
    await createBlogPosts(t, [
      { title: "Buying one", categories: ["Buying"] },
      { title: "Selling one", categories: ["selling"] },
      { title: "Buying two", categories: ["selling", "buying"] },
    ]);
    expect(titles(await list("?category=buying"))).toEqual(["Buying one", "Buying two"]);
    expect(titles(await list("?category=SELLING"))).toEqual(["Selling one", "Buying two"]);
    expect(titles(await list("?category=selling&q=buying"))).toEqual(["Buying two"]);
    expect((await list("?category=nothing")).total).toBe(0);
    expect((await list("?category=")).total).toBe(3);
  });

  it("puts posts saved without a category under general", async () => {
    await createBlogPost(t, { title: "Plain" });
    expect(titles(await list("?category=General"))).toEqual(["Plain"]);
  });
});

describe("pagination", () => {
  it("serves 6 per page; an exact multiple makes no empty last page", async () => {
    await createBlogPosts(
      t,
      Array.from({ length: 12 }, (_, i) => ({ title: `Post ${i + 1}` })),
    );
    const first = await list();
    const second = await list("?page=2");
    expect(titles(first)).toEqual(["Post 1", "Post 2", "Post 3", "Post 4", "Post 5", "Post 6"]);
    expect(titles(second)).toEqual(["Post 7", "Post 8", "Post 9", "Post 10", "Post 11", "Post 12"]);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 12 });
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 12 });
  });

  it("answers a page past the end with no posts and the real page count", async () => {
    await createBlogPosts(
      t,
      Array.from({ length: 7 }, () => ({})),
    );
    expect(titles(await list("?page=2"))).toHaveLength(1);
    expect(await list("?page=3")).toEqual({ items: [], page: 3, pageCount: 2, total: 7 });
    expect(await list("?page=99999")).toMatchObject({ items: [], pageCount: 2 });
    // Past the cap a page number is refused rather than turned into a huge OFFSET.
    const tooFar = await t.client.get("/api/blog/posts?page=99999999");
    expect(tooFar.status).toBe(400);
  });

  it("refuses a page that is not a whole number from 1", async () => {
    for (const page of ["0", "-1", "abc", "1.5"]) {
      const response = await t.client.get(`/api/blog/posts?page=${page}`);
      expect(response.status, page).toBe(400);
      const body = await response.json();
      expect(body.code).toBe("VALIDATION_FAILED");
      expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual(["page"]);
    }
  });
});

describe("excerpt", () => {
  it("shows short content whole, without tags and with entities decoded", async () => {
    await createBlogPost(t, { content: "<h2>Fish &amp; chips</h2><p>A &lt;quick&gt; read.</p>" });
    expect((await list()).items[0]?.excerpt).toBe("Fish & chips A <quick> read.");
  });

  it("cuts long content at a word boundary within 150 characters and adds an ellipsis", async () => {
    const words = "Every buyer should compare lenders before signing anything at all. ";
    const plain = words.repeat(4).trim();
    await createBlogPost(t, {
      content: `<p>${words.repeat(2)}</p><ul><li>${words.repeat(2)}</li></ul>`,
    });
    const excerpt = (await list()).items[0]?.excerpt ?? "";
    expect(excerpt.endsWith("…")).toBe(true);
    const kept = excerpt.slice(0, -1);
    expect(kept.length).toBeLessThanOrEqual(150);
    expect(kept.length).toBeGreaterThan(130);
    expect(plain.startsWith(kept)).toBe(true);
    expect(plain[kept.length]).toBe(" ");
  });

  it("keeps content of exactly 150 characters whole", async () => {
    const exact = "x".repeat(150);
    await createBlogPost(t, { content: `<p>${exact}</p>` });
    expect((await list()).items[0]?.excerpt).toBe(exact);
  });

  it("cuts one overlong word at 150 characters", async () => {
    await createBlogPost(t, { content: `<p>${"y".repeat(400)}</p>` });
    expect((await list()).items[0]?.excerpt).toBe(`${"y".repeat(150)}…`);
  });

  it("counts reading time at 200 words a minute, at least one", async () => {
    await createBlogPosts(t, [
      { title: "Long", content: `<p>${"word ".repeat(401)}</p>` },
      { title: "Short", content: "<p>Tiny.</p>" },
    ]);
    const minutes = Object.fromEntries((await list()).items.map((i) => [i.title, i.readMinutes]));
    expect(minutes).toEqual({ Long: 3, Short: 1 });
  });
});
