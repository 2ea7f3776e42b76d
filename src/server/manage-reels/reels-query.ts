import { and, asc, count, eq, ilike, type SQL } from "drizzle-orm";
import {
  MANAGED_REELS_PAGE_SIZE,
  type ManagedReel,
  type ManagedReelPage,
  REEL_PROPERTY_OPTIONS_MAX,
  type ReelPropertyOption,
} from "@/shared/manage-reels";
import { containsPattern } from "../directory/directory-query";
import type { Database } from "../platform/db/client";
import { properties, reels } from "../platform/db/schema";
import { isUuid } from "../properties/ids";
import { toResponsiveImage } from "../properties/images";
import { type ReelRow, selectReels, toReelWithoutViewer } from "../reels/reels.service";
import { isAdmin, type ReelActor } from "./access";
import { reelStorageUsage } from "./reel-storage.service";
import { listReelUploads } from "./reel-uploads-query";

/** A realtor sees only their own reels; the filter is part of every query, never the page's job. */
const scopeOf = (actor: ReelActor): SQL | undefined =>
  isAdmin(actor) ? undefined : eq(reels.authorId, actor.id);

/** A reel as the management table shows it: with the stills its poster may be chosen from. */
function toManagedReel(row: ReelRow): ManagedReel {
  const { frameKeys, frameWidths, videoWidth, videoHeight } = row;
  const frames =
    frameKeys && frameWidths
      ? frameKeys.map((storageKey) =>
          toResponsiveImage({
            storageKey,
            widths: frameWidths,
            width: videoWidth,
            height: videoHeight,
          }),
        )
      : [];
  return { ...toReelWithoutViewer(row), frames };
}

/**
 * The management table: newest first, a page at a time, searched by reel title or linked
 * listing title, with the actor's own reel storage. reels_author_idx serves a realtor's own list.
 */
export async function listManagedReels(
  db: Database,
  actor: ReelActor,
  query: { q?: string | undefined; page: number },
  quotaBytes: number,
): Promise<ManagedReelPage> {
  const conditions = [scopeOf(actor)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(ilike(reels.title, pattern));
  }
  const where = and(...conditions);
  const [rows, totals, storage, uploads] = await Promise.all([
    selectReels(db, where)
      .limit(MANAGED_REELS_PAGE_SIZE)
      .offset((query.page - 1) * MANAGED_REELS_PAGE_SIZE),
    db.select({ n: count() }).from(reels).where(where),
    reelStorageUsage(db, actor.id, quotaBytes),
    listReelUploads(db, actor),
  ]);
  return {
    items: rows.map(toManagedReel),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize: MANAGED_REELS_PAGE_SIZE,
    storage,
    uploads,
  };
}

/** One reel as a table row; null for unknown or malformed ids. Does not check ownership. */
export async function getManagedReel(db: Database, id: string): Promise<ManagedReel | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectReels(db, eq(reels.id, id)).limit(1);
  return row ? toManagedReel(row) : null;
}

/** Listings the actor may link a reel to, by title: a realtor's own, or any for an admin. */
export async function listReelPropertyOptions(
  db: Database,
  actor: ReelActor,
  q: string | undefined,
): Promise<ReelPropertyOption[]> {
  const conditions = [isAdmin(actor) ? undefined : eq(properties.realtorId, actor.id)];
  if (q) conditions.push(ilike(properties.title, containsPattern(q)));
  return db
    .select({
      id: properties.id,
      title: properties.title,
      city: properties.city,
      state: properties.state,
    })
    .from(properties)
    .where(and(...conditions))
    .orderBy(asc(properties.title), asc(properties.id))
    .limit(REEL_PROPERTY_OPTIONS_MAX);
}
