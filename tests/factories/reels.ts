import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { reelComments, reels, reelUploads } from "../../src/server/platform/db/schema";
import type { TestApp } from "../setup/test-app";
import { createUser } from "./users";

type ReelInsert = typeof reels.$inferInsert;
export type ReelOverrides = Partial<ReelInsert>;

let counter = 0;

/** Row values with fake storage keys: no file is stored, URLs are only derived from the keys. */
function reelValues(authorId: string | null, overrides: ReelOverrides): ReelInsert {
  counter += 1;
  const key = randomUUID();
  return {
    title: `Test Reel ${counter}`,
    authorId,
    videoKey: `reels/${key}/video.mp4`,
    videoContentType: "video/mp4",
    videoBytes: 1_000_000,
    videoWidth: 720,
    videoHeight: 1280,
    durationSeconds: 12.5,
    posterKey: `reels/${key}/poster`,
    posterWidths: [360, 720],
    posterWidth: 720,
    posterHeight: 1280,
    ...overrides,
  };
}

/** The author the reels are posted by: the given one (null for none), else a new realtor. */
async function authorFor(testApp: TestApp, overrides: ReelOverrides): Promise<string | null> {
  if (overrides.authorId !== undefined) return overrides.authorId;
  return (await createUser(testApp, { role: "realtor", name: "Reel Realtor" })).id;
}

/** One reel; pass `authorId`, `propertyId` (see factories/properties) and what the test is about. */
export async function createReel(testApp: TestApp, overrides: ReelOverrides = {}) {
  const authorId = await authorFor(testApp, overrides);
  const [row] = await testApp.deps.db
    .insert(reels)
    .values(reelValues(authorId, overrides))
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Several reels in one insert, returned in the given order; one new realtor posts those without an author. */
export async function createReels(testApp: TestApp, list: ReelOverrides[]) {
  if (list.length === 0) return [];
  const needsAuthor = list.some((overrides) => overrides.authorId === undefined);
  const authorId = needsAuthor ? await authorFor(testApp, {}) : null;
  return testApp.deps.db
    .insert(reels)
    .values(list.map((overrides) => reelValues(authorId, overrides)))
    .returning();
}

/**
 * Comments stored directly, e.g. with chosen creation times. Unlike the API this does not move
 * the reel's comment_count; pass `commentCount` to createReel when a test needs it to match.
 */
export async function addReelComments(
  testApp: TestApp,
  reelId: string,
  userId: string | null,
  list: Partial<typeof reelComments.$inferInsert>[],
) {
  if (list.length === 0) return [];
  return testApp.deps.db
    .insert(reelComments)
    .values(
      list.map((overrides, i) => ({ reelId, userId, body: `Comment ${i + 1}`, ...overrides })),
    )
    .returning();
}

/** Removes every reel (and, by cascade, their likes and comments) between tests. */
export async function clearReels(testApp: TestApp) {
  await testApp.deps.db.delete(reels).where(sql`true`);
}

/** An upload waiting for (or failed at) processing, with a fake original key; no file is stored. */
export async function createReelUploadRow(
  testApp: TestApp,
  overrides: Partial<typeof reelUploads.$inferInsert> & { authorId: string },
) {
  const id = randomUUID();
  const [row] = await testApp.deps.db
    .insert(reelUploads)
    .values({
      id,
      title: "Uploaded tour",
      sourceKey: `private/reel-uploads/${id}/source.mov`,
      sourceContentType: "video/quicktime",
      sourceBytes: 1_000_000,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}
