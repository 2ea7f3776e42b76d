import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import { PORTFOLIO_MAX_IMAGES, type PortfolioImage } from "@/shared/directory";
import type { Database } from "../platform/db/client";
import { photographerPortfolioImages, photographers } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import type { Logger } from "../platform/http/logger";
import { deleteResponsiveImage, storeResponsiveImage } from "../platform/images";
import type { Storage } from "../platform/storage/storage";
import { isUuid } from "../properties/ids";
import { toResponsiveImage } from "../properties/images";
import { ensureEntry } from "./entries.service";

export interface PortfolioDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

type PortfolioRow = typeof photographerPortfolioImages.$inferSelect;

const byPosition = [
  asc(photographerPortfolioImages.position),
  asc(photographerPortfolioImages.createdAt),
  asc(photographerPortfolioImages.id),
] as const;

function toPortfolioImage(row: PortfolioRow): PortfolioImage {
  return { id: row.id, label: row.label, ...toResponsiveImage(row) };
}

/** Each photographer's portfolio in their order, the first `limit` images of each when given. */
export async function portfoliosOf(
  db: Database,
  ids: string[],
  limit?: number,
): Promise<Map<string, PortfolioRow[]>> {
  const portfolios = new Map<string, PortfolioRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return portfolios;
  // At most a page of photographers times PORTFOLIO_MAX_IMAGES rows: cheaper than a window query.
  const rows = await db
    .select()
    .from(photographerPortfolioImages)
    .where(inArray(photographerPortfolioImages.photographerId, ids))
    .orderBy(asc(photographerPortfolioImages.photographerId), ...byPosition);
  for (const row of rows) {
    const list = portfolios.get(row.photographerId);
    if (list && (limit === undefined || list.length < limit)) list.push(row);
  }
  return portfolios;
}

export async function listPortfolio(db: Database, userId: string): Promise<PortfolioImage[]> {
  const rows = await db
    .select()
    .from(photographerPortfolioImages)
    .where(eq(photographerPortfolioImages.photographerId, userId))
    .orderBy(...byPosition);
  return rows.map(toPortfolioImage);
}

const portfolioFull = () =>
  ApiError.conflict(
    `Your portfolio already holds ${PORTFOLIO_MAX_IMAGES} images. Remove one to add another.`,
  );

async function portfolioSize(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(photographerPortfolioImages)
    .where(eq(photographerPortfolioImages.photographerId, userId));
  return row?.n ?? 0;
}

/**
 * Adds an upload at the end of the photographer's portfolio: renditions are stored first (throws
 * ImageRejectedError for anything but a readable photo), then the row is written under a lock on
 * the entry so two uploads at once cannot pass the limit; 409 when the portfolio is full.
 */
export async function addPortfolioImage(
  deps: PortfolioDeps,
  userId: string,
  upload: Uint8Array,
  label = "",
): Promise<PortfolioImage> {
  // Checked before the costly image work too, so a full portfolio is refused at once.
  if ((await portfolioSize(deps.db, userId)) >= PORTFOLIO_MAX_IMAGES) throw portfolioFull();
  await ensureEntry(deps.db, userId, "photographer");
  const id = randomUUID();
  const stored = await storeResponsiveImage(deps.storage, `photographers/${userId}/${id}`, upload);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await tx
        .select({ id: photographers.userId })
        .from(photographers)
        .where(eq(photographers.userId, userId))
        .for("update");
      const [last] = await tx
        .select({ n: count(), position: max(photographerPortfolioImages.position) })
        .from(photographerPortfolioImages)
        .where(eq(photographerPortfolioImages.photographerId, userId));
      if ((last?.n ?? 0) >= PORTFOLIO_MAX_IMAGES) throw portfolioFull();
      const [inserted] = await tx
        .insert(photographerPortfolioImages)
        .values({
          id,
          photographerId: userId,
          ...stored,
          label,
          position: (last?.position ?? -1) + 1,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error("portfolio insert returned no row");
    return toPortfolioImage(row);
  } catch (error) {
    await deleteFilesQuietly(deps, stored);
    throw error;
  }
}

/** Removes one of the photographer's images and its files; false when it is not theirs. */
export async function deletePortfolioImage(
  deps: PortfolioDeps,
  userId: string,
  imageId: string,
): Promise<boolean> {
  if (!isUuid(imageId)) return false;
  const [row] = await deps.db
    .delete(photographerPortfolioImages)
    .where(
      and(
        eq(photographerPortfolioImages.id, imageId),
        eq(photographerPortfolioImages.photographerId, userId),
      ),
    )
    .returning();
  if (!row) return false;
  await deleteFilesQuietly(deps, row);
  return true;
}

/**
 * Puts the portfolio in the given order. The ids must name every image of the photographer once,
 * so an order made from a stale list is refused rather than half applied.
 */
export async function reorderPortfolio(
  db: Database,
  userId: string,
  ids: string[],
): Promise<PortfolioImage[]> {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: photographerPortfolioImages.id })
      .from(photographerPortfolioImages)
      .where(eq(photographerPortfolioImages.photographerId, userId))
      .for("update");
    const own = new Set(current.map((row) => row.id));
    if (ids.length !== own.size || !ids.every((id) => own.has(id))) {
      throw ApiError.validation([
        { path: "ids", message: "List each of your portfolio images once, in the new order" },
      ]);
    }
    for (const [position, id] of ids.entries()) {
      await tx
        .update(photographerPortfolioImages)
        .set({ position })
        .where(
          and(
            eq(photographerPortfolioImages.id, id),
            eq(photographerPortfolioImages.photographerId, userId),
          ),
        );
    }
  });
  return listPortfolio(db, userId);
}

/** A file left behind costs disk space only; the user's request has already been answered. */
async function deleteFilesQuietly(
  deps: PortfolioDeps,
  image: { storageKey: string; widths: number[] },
) {
  try {
    await deleteResponsiveImage(deps.storage, image);
  } catch (error) {
    deps.logger.warn("portfolio files not deleted", {
      key: image.storageKey,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
