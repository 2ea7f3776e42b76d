import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { saveBlogPost, setBlogPostCover } from "../blog/save-post.service";
import { blogPosts } from "../platform/db/schema";
import {
  deleteResponsiveImage,
  type StoredResponsiveImage,
  storeResponsiveImage,
} from "../platform/images";
import { createProfileFor } from "../profiles/profiles.service";
import { createOrUpdateUser } from "../users/create-user";
import { DEMO_ASSETS_DIR, demoPhotoPath } from "./demo-assets";
import type { SeedContext, Seeder } from "./seeder";

const DAY_MS = 24 * 60 * 60 * 1000;

const text = z.string().trim().min(1);

const demoBlogSchema = z.object({
  authors: z.array(z.object({ name: text, email: z.email(), title: text })).min(1),
  posts: z
    .array(
      z.object({
        title: text,
        authorEmail: z.email(),
        /** How long ago the post went out, so "newest first" has something to sort. */
        daysAgo: z.number().int().nonnegative(),
        categories: z.array(text).min(1),
        tags: z.array(text).min(1),
        /** A demo listing photo (no outside images), by listing folder and file. */
        cover: z.object({
          slug: z.string().regex(/^[a-z0-9-]+$/),
          file: z.string().regex(/^[a-z0-9-]+\.webp$/),
        }),
        /** HTML, sanitised on save like every post. */
        content: text,
      }),
    )
    .min(1),
});
export type DemoBlog = z.infer<typeof demoBlogSchema>;
type DemoBlogPost = DemoBlog["posts"][number];

export async function loadDemoBlog(): Promise<DemoBlog> {
  const raw = await readFile(path.join(DEMO_ASSETS_DIR, "blog.json"), "utf8");
  return demoBlogSchema.parse(JSON.parse(raw));
}

/** The four sample blog posts, with their authors and cover photos. */
export const demoBlogSeeder: Seeder = {
  name: "demo-blog",
  run: (ctx) => seedDemoBlog(ctx),
};

/**
 * Creates the demo authors and publishes their posts. Safe to run again: a post already present
 * (same author and title) is left alone, and each post lands with its cover or not at all.
 */
async function seedDemoBlog(ctx: SeedContext, now = new Date()): Promise<void> {
  const blog = await loadDemoBlog();
  const authors = new Map<string, { id: string; title: string }>();
  for (const author of blog.authors) {
    // Nobody signs in as a demo author, so the password is random and never kept.
    const account = await createOrUpdateUser(ctx, {
      email: author.email,
      password: randomBytes(24).toString("base64url"),
      name: author.name,
      role: "user",
    });
    await createProfileFor(ctx.db, account);
    authors.set(author.email.toLowerCase(), { id: account.id, title: author.title });
  }
  for (const post of blog.posts) {
    const author = authors.get(post.authorEmail.toLowerCase());
    if (!author) throw new Error(`${post.title}: no demo author ${post.authorEmail}`);
    await seedPost(ctx, post, author, new Date(now.getTime() - post.daysAgo * DAY_MS));
  }
}

async function seedPost(
  ctx: SeedContext,
  post: DemoBlogPost,
  author: { id: string; title: string },
  publishedAt: Date,
) {
  const existing = await ctx.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.authorId, author.id), eq(blogPosts.title, post.title)))
    .limit(1);
  if (existing.length > 0) return;

  const saved = await saveBlogPost(
    ctx.db,
    {
      authorId: author.id,
      authorTitle: author.title,
      title: post.title,
      content: post.content,
      status: "published",
      tags: post.tags,
      categories: post.categories,
    },
    publishedAt,
  );
  if (!saved) throw new Error(`${post.title}: the post was not saved`);
  // Demo posts are old news: publishing one again later does not e-mail the blog's subscribers.
  await ctx.db
    .update(blogPosts)
    .set({ announcedAt: publishedAt })
    .where(eq(blogPosts.id, saved.id));
  let cover: StoredResponsiveImage | undefined;
  try {
    // The cover's key names the post, so it is stored once the post has its id.
    const bytes = await readFile(demoPhotoPath(post.cover, post.cover.file));
    cover = await storeResponsiveImage(ctx.storage, `blog/${saved.id}/cover`, bytes);
    await setBlogPostCover(ctx.db, saved.id, cover);
  } catch (error) {
    // Without its cover the post is removed, so the next run makes it again whole.
    if (cover) await deleteResponsiveImage(ctx.storage, cover).catch(() => undefined);
    await ctx.db.delete(blogPosts).where(eq(blogPosts.id, saved.id));
    throw error;
  }
}
