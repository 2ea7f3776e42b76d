import { and, desc, eq, type SQL } from "drizzle-orm";
import {
  REEL_PROCESSING_FAILURES,
  type ReelProcessingFailure,
  type ReelUploadState,
} from "@/shared/manage-reels";
import type { Database } from "../platform/db/client";
import { properties, reels, reelUploads, user } from "../platform/db/schema";
import { isUuid } from "../properties/ids";
import { isAdmin, type ReelActor } from "./access";

/** Uploads listed beside the reels: a realtor's few at most, an administrator's newest. */
const UPLOADS_LISTED_MAX = 20;

const uploadColumns = {
  id: reelUploads.id,
  title: reelUploads.title,
  status: reelUploads.status,
  progress: reelUploads.progress,
  failure: reelUploads.failure,
  createdAt: reelUploads.createdAt,
  authorId: reelUploads.authorId,
  authorName: user.name,
  propertyId: properties.id,
  propertyTitle: properties.title,
};

function selectUploads(db: Database, where: SQL | undefined) {
  return db
    .select(uploadColumns)
    .from(reelUploads)
    .leftJoin(user, eq(user.id, reelUploads.authorId))
    .leftJoin(properties, eq(properties.id, reelUploads.propertyId))
    .where(where)
    .orderBy(desc(reelUploads.createdAt), desc(reelUploads.id));
}

type UploadRow = Awaited<ReturnType<typeof selectUploads>>[number];

function toUploadState(row: UploadRow): ReelUploadState {
  const failure = row.failure as ReelProcessingFailure | null;
  return {
    id: row.id,
    title: row.title,
    status: row.status === "failed" ? "failed" : "processing",
    progress: row.progress,
    failure: row.status === "failed" ? REEL_PROCESSING_FAILURES[failure ?? "interrupted"] : null,
    author: row.authorName !== null ? { id: row.authorId, name: row.authorName } : null,
    property:
      row.propertyId !== null && row.propertyTitle !== null
        ? { id: row.propertyId, title: row.propertyTitle }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const scopeOf = (actor: ReelActor): SQL | undefined =>
  isAdmin(actor) ? undefined : eq(reelUploads.authorId, actor.id);

/** Uploads processing or failed, newest first: a realtor's own, every one for an administrator. */
export async function listReelUploads(db: Database, actor: ReelActor): Promise<ReelUploadState[]> {
  const rows = await selectUploads(db, scopeOf(actor)).limit(UPLOADS_LISTED_MAX);
  return rows.map(toUploadState);
}

/**
 * Where an upload stands, for its uploader (or an administrator): processing or failed while its
 * row exists, "ready" once it became the reel of the same id. Null when it is neither, or not
 * the actor's to see.
 */
export async function getReelUploadState(
  db: Database,
  actor: ReelActor,
  id: string,
): Promise<ReelUploadState | null> {
  if (!isUuid(id)) return null;
  const [upload] = await selectUploads(db, and(eq(reelUploads.id, id), scopeOf(actor))).limit(1);
  if (upload) return toUploadState(upload);
  const [reel] = await db
    .select({
      id: reels.id,
      title: reels.title,
      createdAt: reels.createdAt,
      authorId: reels.authorId,
    })
    .from(reels)
    .where(and(eq(reels.id, id), isAdmin(actor) ? undefined : eq(reels.authorId, actor.id)))
    .limit(1);
  if (!reel) return null;
  return {
    id: reel.id,
    title: reel.title,
    status: "ready",
    progress: 100,
    failure: null,
    author: null,
    property: null,
    createdAt: reel.createdAt.toISOString(),
  };
}
