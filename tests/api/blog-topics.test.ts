import { beforeEach, describe, expect, it } from "vitest";
import { type BlogCategoryCount, FALLBACK_POPULAR_TAGS } from "../../src/shared/blog";
import { clearBlog, createBlogPost, createBlogPosts } from "../factories/blog";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp();
beforeEach(() => clearBlog(t));

const popular = () => getJson<string[]>(t.client, "/api/blog/popular-tags");
const categories = () => getJson<BlogCategoryCount[]>(t.client, "/api/blog/categories");

describe("GET /api/blog/popular-tags", () => {
  it("offers the fallback topics while no published post has tags", async () => {
    expect(await popular()).toEqual([...FALLBACK_POPULAR_TAGS]);
    await createBlogPost(t, { tags: [] });
    await createBlogPost(t, { tags: ["Draft only"], status: "draft" });
    expect(await popular()).toEqual([...FALLBACK_POPULAR_TAGS]);
  });

  it("lists the 8 most used tags of published posts, ties by name", async () => {
    await createBlogPosts(t, [
      { tags: ["Mortgage", "Investment", "Zoning", "Condos"] },
      { tags: ["Mortgage", "Investment", "Appraisal"] },
      { tags: ["Mortgage", "Budget", "Closing", "Decor", "Escrow", "Flipping"] },
      { tags: ["Garden"] },
      { tags: ["Mortgage", "Investment", "Zoning"], status: "draft" },
    ]);
    expect(await popular()).toEqual([
      "Mortgage",
      "Investment",
      "Appraisal",
      "Budget",
      "Closing",
      "Condos",
      "Decor",
      "Escrow",
    ]);
  });

  it("counts a tag once per post however it was typed there", async () => {
    await createBlogPosts(t, [
      { tags: ["Staging", "staging", " Staging "] },
      { tags: ["Pricing"] },
      { tags: ["Pricing"] },
    ]);
    expect(await popular()).toEqual(["Pricing", "Staging"]);
  });
});

describe("GET /api/blog/categories", () => {
  it("lists categories that have published posts, by name, with their post counts", async () => {
    await createBlogPosts(t, [
      { categories: ["selling"] },
      { categories: ["buying", "selling"] },
      { categories: ["Market"] },
      { categories: ["investment"], status: "draft" },
    ]);
    expect(await categories()).toEqual([
      { name: "buying", postCount: 1 },
      { name: "Market", postCount: 1 },
      { name: "selling", postCount: 2 },
    ]);
  });

  it("reuses an existing category whatever case a later post names it in", async () => {
    await createBlogPosts(t, [{ categories: ["Buying"] }, { categories: ["BUYING"] }]);
    expect(await categories()).toEqual([{ name: "Buying", postCount: 2 }]);
  });

  it("lists general for posts saved without a category", async () => {
    await createBlogPost(t);
    expect(await categories()).toEqual([{ name: "general", postCount: 1 }]);
  });
});
