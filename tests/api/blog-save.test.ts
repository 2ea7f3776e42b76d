import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { publishBlogPost, saveBlogPost } from "../../src/server/blog/save-post.service";
import { blogCategories, blogPosts } from "../../src/server/platform/db/schema";
import type { BlogPostDetail } from "../../src/shared/blog";
import { clearBlog, createBlogPost } from "../factories/blog";
import { createUser } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeEach(() => clearBlog(t));

async function row(id: string) {
  const [post] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) throw new Error("no such post");
  return post;
}

const HOSTILE = [
  "<p>Intro</p>",
  "<script>alert(1)</script>",
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">one</a>',
  '<a href="jav&#x09;ascript:alert(2)">two</a>',
  '<a href="data:text/html,<script>alert(3)</script>">three</a>',
  '<svg onload="alert(4)"><script>alert(5)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(6))" onmouseover="alert(7)">Outro</p>',
].join("");

describe("saveBlogPost", () => {
  it("stores sanitised content and its plain text; nothing hostile reaches a reader", async () => {
    const saved = await createBlogPost(t, { content: HOSTILE });
    const stored = await row(saved.id);
    expect(stored.content).toBe("<p>Intro</p><a>one</a><a>two</a><a>three</a><p>Outro</p>");
    expect(stored.plainText).toBe("Intro onetwothree Outro");
    const served = await getJson<BlogPostDetail>(t.client, `/api/blog/posts/${saved.id}`);
    expect(served.content).toBe(stored.content);
    for (const needle of [
      "<script",
      "onerror",
      "onload",
      "onmouseover",
      "javascript:",
      "data:",
      "<iframe",
      "<svg",
      "style=",
    ])
      expect(served.content.toLowerCase()).not.toContain(needle);
  });

  it("dates a post when it is first published and keeps the date on later edits", async () => {
    const author = await createUser(t);
    const draft = await saveBlogPost(t.deps.db, {
      authorId: author.id,
      title: "  Draft title ",
      content: "",
      status: "draft",
      tags: [],
      categories: [],
    });
    expect(draft).toMatchObject({ status: "draft", publishedAt: null });
    const id = draft?.id ?? "";
    expect((await row(id)).title).toBe("Draft title");

    const firstPublished = new Date("2025-03-01T12:00:00Z");
    const published = await publishBlogPost(t.deps.db, id, firstPublished);
    expect(published).toMatchObject({ status: "published", publishedAt: firstPublished });

    const other = await createUser(t);
    const edited = await saveBlogPost(t.deps.db, {
      id,
      authorId: other.id,
      title: "Edited",
      content: "<p>Now with words.</p>",
      status: "published",
      tags: ["Mortgage", "mortgage", " "],
      categories: ["Buying"],
    });
    expect(edited?.publishedAt).toEqual(firstPublished);
    expect(await row(id)).toMatchObject({
      title: "Edited",
      authorId: author.id,
      plainText: "Now with words.",
      tags: ["Mortgage"],
      publishedAt: firstPublished,
    });
  });

  it("links named categories, creating missing ones and matching existing ones in any case", async () => {
    const first = await createBlogPost(t, { categories: ["Market Trends"] });
    const second = await createBlogPost(t, { categories: ["market trends", "Buying", "BUYING"] });
    const names = await t.deps.db
      .select({ name: blogCategories.name })
      .from(blogCategories)
      .orderBy(asc(blogCategories.name));
    expect(names.map((c) => c.name)).toEqual(["Buying", "Market Trends"]);
    const detail = await getJson<BlogPostDetail>(t.client, `/api/blog/posts/${second.id}`);
    expect(detail.categories).toEqual(["Buying", "Market Trends"]);

    // Saving with no categories links the default one.
    await saveBlogPost(t.deps.db, {
      id: first.id,
      authorId: null,
      title: "Recategorised",
      content: "<p>x</p>",
      status: "published",
      tags: [],
      categories: [],
    });
    const again = await getJson<BlogPostDetail>(t.client, `/api/blog/posts/${first.id}`);
    expect(again.categories).toEqual(["general"]);
  });

  it("answers null for an edit of a post that does not exist", async () => {
    const input = {
      authorId: null,
      title: "x",
      content: "",
      status: "draft" as const,
      tags: [],
      categories: [],
    };
    expect(
      await saveBlogPost(t.deps.db, { ...input, id: "6c1b7a4e-0000-4000-8000-000000000000" }),
    ).toBeNull();
    expect(await saveBlogPost(t.deps.db, { ...input, id: "nope" })).toBeNull();
    expect(await publishBlogPost(t.deps.db, "nope")).toBeNull();
  });
});
