import type { Page } from "@playwright/test";
import { format } from "date-fns";
import type { BlogPostPage } from "../../src/shared/blog";
import { expect, test } from "./support/fixtures";

interface PostInput {
  title: string;
  content?: string;
  status?: "draft" | "published";
  categories?: string[];
  tags?: string[];
  daysAgo?: number;
  coverLabel?: string;
}

/** Published posts by the e2e realtor, a year old unless told: they sort after the demo posts. */
async function createPosts(
  page: Page,
  posts: PostInput[],
): Promise<{ id: string; title: string }[]> {
  const response = await page.request.post("/__e2e/blog-posts", {
    data: { posts: posts.map((post) => ({ content: `<p>${post.title} in detail.</p>`, ...post })) },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** A word no demo post or other journey uses. */
function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const DEMO_AUTHORS = ["Megan Alvarez", "Daniel Brooks"];
const card = (page: Page, title: string) => page.getByRole("article").filter({ hasText: title });
const categoryTab = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: "Blog categories" })
    .getByRole("link", { name, exact: true });

test("the blog lists the demo articles with their category, date, excerpt and author", async ({
  page,
}) => {
  // Other journeys publish articles too, so the demo ones may be on any page of the list.
  const demo: { post: BlogPostPage["items"][number]; listPage: number }[] = [];
  for (let listPage = 1, pages = 1; listPage <= pages; listPage++) {
    const answer = await page.request.get(`/api/blog/posts?page=${listPage}`);
    const { items, pageCount } = (await answer.json()) as BlogPostPage;
    for (const post of items) {
      if (DEMO_AUTHORS.includes(post.author.name)) demo.push({ post, listPage });
    }
    pages = pageCount;
  }
  expect(demo).toHaveLength(4);

  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Real Estate Blog" })).toBeVisible();
  await expect(page).toHaveTitle(/Real Estate Blog/);
  await expect(page.getByPlaceholder("Search articles...")).toBeVisible();
  await expect(categoryTab(page, "All Topics")).toHaveAttribute("aria-current", "page");
  for (const name of ["Buying", "Selling", "Market", "Investment"]) {
    await expect(categoryTab(page, name)).toBeVisible();
  }
  for (const { post, listPage } of demo) {
    if (listPage > 1) await page.goto(`/blog?page=${listPage}`);
    const article = card(page, post.title);
    await expect(article).toContainText(format(new Date(post.publishedAt), "MMM dd, yyyy"));
    await expect(article).toContainText(post.excerpt);
    await expect(article).toContainText(post.author.name);
    await expect(article.getByRole("link", { name: /Read More/ })).toHaveAttribute(
      "href",
      `/blog/${post.id}`,
    );
  }
  await page.goto("/blog");
  const topics = page.getByRole("region", { name: "Popular Topics" });
  await expect(topics.getByRole("link", { name: "Market Trends" })).toBeVisible();
});

test("an article shows its details, counts the view and leads to a related one", async ({
  page,
  context,
}) => {
  const tag = uniqueWord("related");
  const [first, second] = await createPosts(page, [
    {
      title: `Reading the fine print ${tag}`,
      content: `<h2>Before you sign</h2><p>Every contract hides a clause or two.</p><ul><li>Check the dates</li></ul><p><a href="/search">Browse listings</a></p>`,
      categories: ["buying"],
      tags: [tag, "Contracts"],
      coverLabel: "Fine print",
    },
    // A category and a tag in common: more than any other journey's article shares with either.
    {
      title: `Negotiating repairs ${tag}`,
      categories: ["buying"],
      tags: [tag],
      coverLabel: "Repairs",
      daysAgo: 400,
    },
  ]);
  if (!first || !second) throw new Error("posts were not created");

  await page.goto(`/blog/${first.id}`);
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(first.title));
  await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();
  const badges = page.getByRole("list", { name: "Categories and tags" });
  await expect(badges.getByRole("link", { name: "Buying" })).toBeVisible();
  await expect(badges.getByRole("link", { name: "Contracts" })).toBeVisible();
  const byline = page.locator("main article header");
  await expect(byline.getByText("Rey Realtor")).toBeVisible();
  await expect(byline.getByText(/E2E Correspondent/)).toBeVisible();
  const detail = await (await page.request.get(`/api/blog/posts/${first.id}`)).json();
  await expect(byline.locator("time")).toHaveText(
    format(new Date(detail.publishedAt), "MMM dd, yyyy"),
  );
  await expect(page.getByRole("heading", { level: 2, name: "Before you sign" })).toBeVisible();
  await expect(page.getByText("Check the dates")).toBeVisible();

  await expect
    .poll(async () => (await (await page.request.get(`/api/blog/posts/${first.id}`)).json()).views)
    .toBe(1);

  // Share copies the link where there is no share sheet (desktop Chromium on Linux).
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("The article link is on your clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/blog/${first.id}`, page.url()).href,
  );

  const related = page.getByRole("region", { name: "Related Articles" });
  await related.getByRole("link", { name: new RegExp(`Read More.*${second.title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${second.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: second.title })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Related Articles" })
      .getByRole("heading", { name: first.title }),
  ).toBeVisible();

  // A link inside the article moves within the app.
  await page.goBack();
  await page.getByRole("link", { name: "Browse listings" }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test("Like persists for a signed-in reader and can be taken back", async ({ page, loginAs }) => {
  const [post] = await createPosts(page, [{ title: `A post to like ${uniqueWord("like")}` }]);
  if (!post) throw new Error("post was not created");
  const like = page.getByRole("button", { name: /^Like/ });

  await loginAs("user");
  await page.goto(`/blog/${post.id}`);
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toContainText("0");
  // The button answers at once (optimistic); the reload waits for the server to have it.
  const stored = (method: string) =>
    page.waitForResponse((r) => r.url().endsWith("/like") && r.request().method() === method);
  const liked = stored("PUT");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");
  await liked;
  await page.reload();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");

  const unliked = stored("DELETE");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await unliked;
  await page.reload();
  await expect(like).toContainText("0");
});

test("script and event-handler payloads in a post never run", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const [post] = await createPosts(page, [
    {
      title: `Payloads ${uniqueWord("xss")}`,
      content: [
        "<p>Harmless words stay.</p>",
        "<script>window.__xss = 'script'; alert('script')</script>",
        `<img src="x" onerror="window.__xss = 'img'; alert('img')">`,
        `<img src="/media/missing.webp" onerror="window.__xss = 'media'">`,
        `<a href="javascript:window.__xss = 'link'">Click me</a>`,
        `<svg onload="window.__xss = 'svg'"><circle r="4"/></svg>`,
        `<iframe src="javascript:alert('frame')"></iframe>`,
        `<p onclick="window.__xss = 'click'" style="color:red">Styled words</p>`,
      ].join(""),
    },
  ]);
  if (!post) throw new Error("post was not created");

  await page.goto(`/blog/${post.id}`);
  await expect(page.getByText("Harmless words stay.")).toBeVisible();
  // Exact: another journey's article may say "click me" in an excerpt shown beside this one.
  await page.getByText("Click me", { exact: true }).click();
  await page.getByText("Styled words").click();
  const content = page.getByText("Harmless words stay.").locator("..");
  await expect(content.locator("img")).toHaveCount(1);
  await expect(content.locator("script, iframe, svg")).toHaveCount(0);
  await expect(content.locator("[onerror], [onclick], [onload], [style], [href]")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test("on a phone the sidebar follows the list and nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/blog", "/blog?q=mortgage"]) {
    await page.goto(path);
    await expect(page.getByRole("article").first()).toBeVisible();
    const last = await page.getByRole("article").last().boundingBox();
    const topics = await page.getByRole("heading", { name: "Popular Topics" }).boundingBox();
    expect(topics?.y ?? 0).toBeGreaterThan(last?.y ?? Number.POSITIVE_INFINITY);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
  const first = page.getByRole("article").first();
  await first.getByRole("link", { name: /Read More/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});

test("readers comment on a post, as on reels", async ({ page, loginAs }) => {
  const [post] = await createPosts(page, [{ title: `A post to discuss ${uniqueWord("talk")}` }]);
  if (!post) throw new Error("post was not created");
  const thread = page.getByRole("region", { name: /^Comments/ });
  await loginAs("user");
  await page.goto(`/blog/${post.id}`);
  await page.getByRole("link", { name: /^Comment/ }).click();
  await expect(page).toHaveURL(/#comments$/);
  await thread.getByLabel("Add a comment").fill("Does <b>staging</b> pay off?");
  await thread.getByRole("button", { name: "Post" }).click();
  const comments = thread.getByRole("list", { name: "Comments" });
  // Shown as typed, never as markup.
  await expect(comments.getByText("Does <b>staging</b> pay off?")).toBeVisible();
  await expect(comments.getByText("just now")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  await page.reload();
  await expect(comments.getByText("Does <b>staging</b> pay off?")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Comment/ })).toContainText("1");
});
