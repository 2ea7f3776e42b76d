import { and, asc, count, eq, gte } from "drizzle-orm";
import type { TourBlockInput } from "@/shared/schemas/tour-calendar";
import {
  DEFAULT_SLOT_MINUTES,
  DEFAULT_TOUR_HOURS,
  TOUR_BLOCKS_MAX,
  TOUR_CALENDAR_MESSAGES,
  type TourAvailability,
  type TourBlock,
  type TourSlotLength,
} from "@/shared/tour-calendar";
import { wallClock } from "@/shared/zoned-time";
import type { Database } from "../platform/db/client";
import { realtorTourBlocks, realtorTourHours } from "../platform/db/schema";
import { ApiError } from "../platform/http/errors";
import { isUuid } from "../properties/ids";

/** Blocks still to come or under way are the ones that matter; a day of slack covers any zone. */
const keptFrom = (now: Date) => wallClock(new Date(now.getTime() - 86_400_000), "UTC").day;

const toBlock = (row: typeof realtorTourBlocks.$inferSelect): TourBlock => ({
  id: row.id,
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  note: row.note,
});

/** A realtor's hours, slot length and blocks not yet over; the defaults until they set theirs. */
export async function tourAvailability(
  db: Database,
  realtorId: string,
  now = new Date(),
): Promise<TourAvailability> {
  const [[hours], blocks] = await Promise.all([
    db.select().from(realtorTourHours).where(eq(realtorTourHours.realtorId, realtorId)).limit(1),
    db
      .select()
      .from(realtorTourBlocks)
      .where(
        and(
          eq(realtorTourBlocks.realtorId, realtorId),
          gte(realtorTourBlocks.lastDay, keptFrom(now)),
        ),
      )
      .orderBy(asc(realtorTourBlocks.firstDay))
      .limit(TOUR_BLOCKS_MAX),
  ]);
  return {
    weekly: hours?.weekly ?? DEFAULT_TOUR_HOURS,
    slotMinutes: (hours?.slotMinutes ?? DEFAULT_SLOT_MINUTES) as TourSlotLength,
    blocks: blocks.map(toBlock),
  };
}

/** Saves the realtor's weekly hours and slot length; tours already booked keep their times. */
export async function saveTourHours(
  db: Database,
  realtorId: string,
  input: { weekly: TourAvailability["weekly"]; slotMinutes: number },
): Promise<void> {
  const values = { weekly: input.weekly, slotMinutes: input.slotMinutes, updatedAt: new Date() };
  await db
    .insert(realtorTourHours)
    .values({ realtorId, ...values })
    .onConflictDoUpdate({ target: realtorTourHours.realtorId, set: values });
}

/** Adds days off; 409 past TOUR_BLOCKS_MAX blocks not yet over. */
export async function addTourBlock(
  db: Database,
  realtorId: string,
  input: TourBlockInput,
  now = new Date(),
): Promise<TourBlock> {
  const [kept] = await db
    .select({ n: count() })
    .from(realtorTourBlocks)
    .where(
      and(
        eq(realtorTourBlocks.realtorId, realtorId),
        gte(realtorTourBlocks.lastDay, keptFrom(now)),
      ),
    );
  if ((kept?.n ?? 0) >= TOUR_BLOCKS_MAX)
    throw ApiError.conflict(TOUR_CALENDAR_MESSAGES.tooManyBlocks);
  const [row] = await db
    .insert(realtorTourBlocks)
    .values({
      realtorId,
      firstDay: input.firstDay,
      lastDay: input.lastDay,
      note: input.note || null,
    })
    .returning();
  if (!row) throw new Error("addTourBlock: no row");
  return toBlock(row);
}

/** Removes one of the realtor's own blocks; 404 for any other. */
export async function removeTourBlock(db: Database, realtorId: string, id: string): Promise<void> {
  const gone = isUuid(id)
    ? await db
        .delete(realtorTourBlocks)
        .where(and(eq(realtorTourBlocks.id, id), eq(realtorTourBlocks.realtorId, realtorId)))
        .returning({ id: realtorTourBlocks.id })
    : [];
  if (gone.length === 0) throw ApiError.notFound(TOUR_CALENDAR_MESSAGES.blockNotFound);
}
