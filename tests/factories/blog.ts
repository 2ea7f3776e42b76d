import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type SaveBlogPostInput, saveBlogPost } from "../../src/server/blog/save-post.service";
import {
  blogCategories,
  blogPosts,
  newsletterSubscribers,
} from "../../src/server/platform/db/schema";
import type { StoredResponsiveImage } from "../../src/server/platform/images";
import type { TestApp } from "../setup/test-app";
import { createUser } from "./users";

export interface BlogPostOptions extends Partial<Omit<SaveBlogPostInput, "id">> {
  /** When the post went out (or, for a draft, was written); defaults to now. */
  at?: Date;
}

let counter = 0;
/** One author per test app: accounts are slow to make and most tests do not care who wrote. */
const authors = new WeakMap<object, Promise<string>>();

function defaultAuthor(testApp: TestApp): Promise<string> {
  let author = authors.get(testApp.deps);
  if (!author) {
    author = createUser(testApp, { name: "Blog Author" }).then((account) => account.id);
    authors.set(testApp.deps, author);
  }
  return author;
}

/** A cover row with a fake storage key (no file is stored; URLs are only derived from it). */
export function fakeCover(): StoredResponsiveImage {
  return {
    storageKey: `blog/${randomUUID()}/cover`,
    widths: [480, 960, 1600],
    width: 1600,
    height: 1067,
  };
}

/** A published post saved the way the app saves one (sanitised, categorised); pass what matters. */
export async function createBlogPost(testApp: TestApp, options: BlogPostOptions = {}) {
  counter += 1;
  const { at, ...input } = options;
  const saved = await saveBlogPost(
    testApp.deps.db,
    {
      title: `Test Post ${counter}`,
      content: `<p>Words written for test post ${counter}.</p>`,
      status: "published",
      tags: [],
      categories: [],
      ...input,
      authorId: input.authorId === undefined ? await defaultAuthor(testApp) : input.authorId,
    },
    at,
  );
  if (!saved) throw new Error("the post was not saved");
  return saved;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Posts published a day apart, the first of the list the newest; returned in the given order. */
export async function createBlogPosts(testApp: TestApp, list: BlogPostOptions[]) {
  const start = Date.now();
  const posts = [];
  for (const [i, options] of list.entries()) {
    posts.push(await createBlogPost(testApp, { at: new Date(start - i * DAY_MS), ...options }));
  }
  return posts;
}

/** Removes every post (with their links and likes), category and subscriber between tests. */
export async function clearBlog(testApp: TestApp) {
  await testApp.deps.db.delete(blogPosts).where(sql`true`);
  await testApp.deps.db.delete(blogCategories).where(sql`true`);
  await testApp.deps.db.delete(newsletterSubscribers).where(sql`true`);
}
