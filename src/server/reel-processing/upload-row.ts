import { and, eq, sql } from "drizzle-orm";
import type { ReelProcessingFailure } from "@/shared/manage-reels";
import type { Database } from "../platform/db/client";
import { reelUploads } from "../platform/db/schema";

const isProcessing = (id: string) =>
  and(eq(reelUploads.id, id), eq(reelUploads.status, "processing"));

/** Starts an attempt: the upload, with its attempts counted, or null when there is nothing to do. */
export async function claimUpload(db: Database, id: string) {
  const [row] = await db
    .update(reelUploads)
    .set({ attempts: sql`${reelUploads.attempts} + 1`, progress: 0, updatedAt: sql`now()` })
    .where(isProcessing(id))
    .returning();
  return row ?? null;
}

export type ClaimedUpload = NonNullable<Awaited<ReturnType<typeof claimUpload>>>;

/** Records progress (0-100); false when the upload is gone or no longer processing. */
export async function recordProgress(db: Database, id: string, percent: number): Promise<boolean> {
  const rows = await db
    .update(reelUploads)
    .set({ progress: percent, updatedAt: sql`now()` })
    .where(isProcessing(id))
    .returning({ id: reelUploads.id });
  return rows.length > 0;
}

export async function markFailed(
  db: Database,
  id: string,
  failure: ReelProcessingFailure,
): Promise<void> {
  await db
    .update(reelUploads)
    .set({ status: "failed", failure, updatedAt: sql`now()` })
    .where(isProcessing(id));
}
