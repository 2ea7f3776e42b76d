import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { demoBlogSeeder, loadDemoBlog } from "../../src/server/demo/blog.seed";
import { blogPosts, user } from "../../src/server/platform/db/schema";
import { renditionKey } from "../../src/server/platform/images";
import type { BlogPostDetail, BlogPostPage } from "../../src/shared/blog";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeAll(() => demoBlogSeeder.run(t.deps), 120_000);

const list = () => getJson<BlogPostPage>(t.client, "/api/blog/posts");

describe("demo blog", () => {
  it("publishes the four sample posts, newest first, on different recent days", async () => {
    const page = await list();
    expect(page.total).toBe(4);
    const dates = page.items.map((post) => Date.parse(post.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(new Set(dates).size).toBe(4);
    const sixWeeks = 42 * 86_400_000;
    for (const date of dates) expect(date).toBeGreaterThan(Date.now() - sixWeeks);
  });

  it("gives each post an author with a title, categories, tags and a stored cover", async () => {
    const page = await list();
    expect(new Set(page.items.map((post) => post.author.id)).size).toBe(2);
    for (const post of page.items) {
      expect(post.author.name).not.toBe("Unknown Author");
      expect(post.author.title).toBeTruthy();
      expect(post.category).not.toBe("general");
      expect(post.tags.length).toBeGreaterThan(1);
      expect(post.excerpt.endsWith("…")).toBe(true);
      expect(post.readMinutes).toBeGreaterThanOrEqual(2);
      const [row] = await t.deps.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
      expect(row?.coverKey).toBe(`blog/${post.id}/cover`);
      // Old news to subscribers: publishing it again never e-mails them.
      expect(row?.announcedAt).toEqual(row?.publishedAt);
      expect(post.cover?.src).toMatch(new RegExp(`^/media/blog/${post.id}/cover-\\d+\\.webp$`));
      for (const width of row?.coverWidths ?? []) {
        const key = renditionKey(row?.coverKey ?? "", width);
        expect((await t.deps.storage.stat(key))?.contentType, key).toBe("image/webp");
      }
      expect(row?.coverWidths.length).toBeGreaterThan(0);
    }
  });

  it("writes articles of several sections, safe as stored, related to each other", async () => {
    for (const { id } of (await list()).items) {
      const post = await getJson<BlogPostDetail>(t.client, `/api/blog/posts/${id}`);
      const words = post.content
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(400);
      expect(words).toBeLessThanOrEqual(700);
      expect(post.content.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(3);
      expect(post.content).toMatch(/<(ul|ol)>/);
      expect(post.related.length).toBeGreaterThan(0);
    }
  });

  it("makes the authors as member accounts with their names", async () => {
    const { authors } = await loadDemoBlog();
    for (const author of authors) {
      const [account] = await t.deps.db
        .select({ name: user.name, role: user.role })
        .from(user)
        .where(eq(user.email, author.email));
      expect(account).toEqual({ name: author.name, role: "user" });
    }
  });

  it("adds nothing when run again", async () => {
    await demoBlogSeeder.run(t.deps);
    expect((await list()).total).toBe(4);
    expect((await t.deps.db.select().from(blogPosts)).length).toBe(4);
  });
});
