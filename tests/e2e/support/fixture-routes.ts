import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import { saveBlogPost, setBlogPostCover } from "../../../src/server/blog/save-post.service";
import type { AppDeps } from "../../../src/server/context";
import { demoReelFilePath, loadDemoReels } from "../../../src/server/demo/demo-assets";
import {
  addToDirectory,
  type DirectoryRequestDetails,
} from "../../../src/server/directory/entries.service";
import { notifications, propertyImages, reels, user } from "../../../src/server/platform/db/schema";
import { storeResponsiveImage } from "../../../src/server/platform/images";
import type { UnsubscribeTopic } from "../../../src/server/platform/mail/unsubscribe-token";
import { createProperty, type PropertyOverrides } from "../../factories/properties";
import { ROLE_ACCOUNTS } from "./accounts";

const PALETTE = ["#60a5fa", "#f59e0b", "#34d399", "#f472b6", "#a78bfa", "#f87171"];

/**
 * A small real photo (a coloured card with its label), stored through the real pipeline;
 * landscape 960 x 640, or portrait 640 x 960.
 */
async function photo(label: string, index: number, portrait = false): Promise<Uint8Array> {
  const [width, height] = portrait ? [640, 960] : [960, 640];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${PALETTE[index % PALETTE.length]}"/><text x="${width / 2}" y="${height / 2 + 10}" font-size="64" text-anchor="middle" fill="#111">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function realtorId(deps: Pick<AppDeps, "db">): Promise<string | undefined> {
  const [realtor] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, ROLE_ACCOUNTS.realtor.email));
  return realtor?.id;
}

interface BlogPostFixture {
  title: string;
  /** Any HTML: saved through the real sanitiser, as the admin form's posts are. */
  content: string;
  status?: "draft" | "published";
  categories?: string[];
  tags?: string[];
  /** Backdated, so journeys' posts sort after the demo posts on the first page. */
  daysAgo?: number;
  /** A cover photo with this label; none without it. */
  coverLabel?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface ReelMedia {
  video: Uint8Array;
  poster: Uint8Array;
  width: number;
  height: number;
  durationSeconds: number;
}

let reelMedia: Promise<ReelMedia[]> | undefined;

/** The committed demo videos (real H.264) and posters, read once. */
function demoReelMedia(): Promise<ReelMedia[]> {
  reelMedia ??= loadDemoReels().then((list) =>
    Promise.all(
      list.map(async (reel) => ({
        video: await readFile(demoReelFilePath(reel.video)),
        poster: await readFile(demoReelFilePath(reel.poster)),
        width: reel.width,
        height: reel.height,
        durationSeconds: reel.durationSeconds,
      })),
    ),
  );
  return reelMedia;
}

/**
 * Test-only routes, mounted by the e2e server and never by the app: journeys create the listings
 * they need through the same factories as the API tests, owned by the e2e realtor.
 */
export function fixtureRoutes(deps: Pick<AppDeps, "db" | "storage" | "mailer">) {
  /**
   * The newest reel time handed out. Each batch gets times of its own, newer than every earlier
   * batch's, so two journeys creating reels at once never interleave in the feed.
   */
  let newestReelAt = 0;
  return (
    new Hono()
      .post("/properties", async (c) => {
        const body = (await c.req.json()) as PropertyOverrides & {
          photoLabels?: string[];
          /** Labels of the photos taken upright. */
          portraitLabels?: string[];
          /** The cover's label; the first photo without it. */
          coverLabel?: string;
        };
        const {
          photoLabels = ["Front", "Kitchen", "Garden"],
          portraitLabels = [],
          coverLabel,
          ...overrides
        } = body;
        const property = await createProperty(deps.db, {
          realtorId: await realtorId(deps),
          ...overrides,
        });
        for (const [position, label] of photoLabels.entries()) {
          const stored = await storeResponsiveImage(
            deps.storage,
            `properties/${property.id}/${position}`,
            await photo(label, position, portraitLabels.includes(label)),
          );
          await deps.db.insert(propertyImages).values({
            propertyId: property.id,
            ...stored,
            label,
            position,
            isCover: coverLabel === undefined ? position === 0 : label === coverLabel,
          });
        }
        return c.json({ id: property.id, title: property.title }, 201);
      })
      /**
       * Stands in for the admin approval of a special access request: gives the account
       * the role and adds it to that directory with the request's details, through the service
       * the approval uses. Body: { userId, requestType, fullName, ...the request's fields }.
       */
      .post("/approve-professional", async (c) => {
        const details = (await c.req.json()) as DirectoryRequestDetails;
        await deps.db.transaction(async (tx) => {
          await tx
            .update(user)
            .set({ role: details.requestType })
            .where(eq(user.id, details.userId));
          await addToDirectory(tx, details);
        });
        return c.json({ userId: details.userId }, 201);
      })
      /**
       * Reels posted by the e2e realtor, one per title, each with its own copy of a demo video and
       * poster (own URLs, so nothing is shared through the browser cache). The first title is the
       * newest; the answer lists them newest first, as the feed does. With `captions` (a WebVTT
       * text) every one of them has those captions.
       */
      .post("/reels", async (c) => {
        const body = (await c.req.json()) as {
          titles: string[];
          propertyId?: string | null;
          captions?: string;
        };
        const media = await demoReelMedia();
        const authorId = await realtorId(deps);
        const newest = Math.max(Date.now(), newestReelAt + body.titles.length);
        newestReelAt = newest;
        const created: { id: string; title: string }[] = [];
        for (const [index, title] of body.titles.entries()) {
          const file = media[index % media.length];
          if (!file) throw new Error("No demo reel videos in assets/demo/reels");
          const key = `reels/e2e-${randomUUID()}`;
          await deps.storage.put(`${key}/video.mp4`, file.video, { contentType: "video/mp4" });
          const poster = await storeResponsiveImage(deps.storage, `${key}/poster`, file.poster);
          const captionsKey = body.captions ? `${key}/captions.vtt` : null;
          if (captionsKey) {
            await deps.storage.put(captionsKey, new TextEncoder().encode(body.captions), {
              contentType: "text/vtt",
            });
          }
          const [row] = await deps.db
            .insert(reels)
            .values({
              title,
              authorId,
              propertyId: body.propertyId ?? null,
              videoKey: `${key}/video.mp4`,
              videoContentType: "video/mp4",
              videoBytes: file.video.length,
              videoWidth: file.width,
              videoHeight: file.height,
              durationSeconds: file.durationSeconds,
              posterKey: poster.storageKey,
              posterWidths: poster.widths,
              posterWidth: poster.width,
              posterHeight: poster.height,
              captionsKey,
              createdAt: new Date(newest - index),
            })
            .returning({ id: reels.id, title: reels.title });
          if (row) created.push(row);
        }
        return c.json(created, 201);
      })
      /** Blog posts by the e2e realtor, saved with the real service (sanitised like any post). */
      .post("/blog-posts", async (c) => {
        const body = (await c.req.json()) as { posts: BlogPostFixture[] };
        const authorId = (await realtorId(deps)) ?? null;
        const created: { id: string; title: string }[] = [];
        for (const [index, post] of body.posts.entries()) {
          const saved = await saveBlogPost(
            deps.db,
            {
              authorId,
              authorTitle: "E2E Correspondent",
              title: post.title,
              content: post.content,
              status: post.status ?? "published",
              categories: post.categories ?? [],
              tags: post.tags ?? [],
            },
            new Date(Date.now() - (post.daysAgo ?? 365) * DAY_MS - index * 60_000),
          );
          if (!saved) throw new Error(`${post.title}: the post was not saved`);
          if (post.coverLabel) {
            const cover = await storeResponsiveImage(
              deps.storage,
              `blog/${saved.id}/cover`,
              await photo(post.coverLabel, index),
            );
            await setBlogPostCover(deps.db, saved.id, cover);
          }
          created.push({ id: saved.id, title: post.title });
        }
        return c.json(created, 201);
      })
      /**
       * Notifications for an account, a minute apart and the last the newest, as if that many
       * people had written. Body: { userId, titles }.
       */
      .post("/notifications", async (c) => {
        const { userId, titles } = (await c.req.json()) as { userId: string; titles: string[] };
        const start = Date.now() - titles.length * 60_000;
        await deps.db.insert(notifications).values(
          titles.map((title, index) => ({
            userId,
            kind: "directory_message",
            title,
            body: "someone@example.test: Hello",
            createdAt: new Date(start + index * 60_000),
          })),
        );
        return c.body(null, 201);
      })
      /**
       * The /unsubscribe link an e-mail to this account would carry, signed by the server's
       * mailer as a real message's is. Body: { email, topic }.
       */
      .post("/unsubscribe-link", async (c) => {
        const { email, topic } = (await c.req.json()) as { email: string; topic: UnsubscribeTopic };
        const [account] = await deps.db
          .select({ id: user.id })
          .from(user)
          .where(eq(user.email, email));
        if (!account) return c.body(null, 404);
        const query = deps.mailer.unsubscribeQuery({ topic, subject: account.id });
        return c.json({ path: `/unsubscribe?${query}` }, 201);
      })
  );
}
