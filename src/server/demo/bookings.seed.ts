import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { BOOKING_NOTE_MAX, BOOKING_SERVICES } from "@/shared/bookings";
import { TOUR_WINDOWS } from "@/shared/conversations";
import { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX } from "@/shared/reviews";
import { bookingEventText } from "../bookings/booking-notices";
import type { Database } from "../platform/db/client";
import {
  conversationMessages,
  conversations,
  photographerBookings,
  reviews,
  user,
} from "../platform/db/schema";
import { DEMO_ASSETS_DIR } from "./demo-assets";
import { firstListingOf } from "./first-listing";
import type { Seeder } from "./seeder";

const DAY_MS = 86_400_000;

const demoBookingsSchema = z.object({
  bookings: z.array(
    z.object({
      realtor: z.email(),
      photographer: z.email(),
      /** How long ago the shoot was; the realtor booked a week before it. */
      daysAgo: z.number().int().min(4).max(80),
      window: z.enum(TOUR_WINDOWS),
      services: z.array(z.enum(BOOKING_SERVICES)).min(1),
      note: z.string().min(1).max(BOOKING_NOTE_MAX).optional(),
      stars: z.number().int().min(1).max(5),
      text: z.string().min(1).max(REVIEW_TEXT_MAX),
      reply: z.string().min(1).max(REVIEW_REPLY_MAX).optional(),
    }),
  ),
});
type DemoBooking = z.infer<typeof demoBookingsSchema>["bookings"][number];

/**
 * Demo realtors who booked a demo photographer for their first listing: the thread, the shoot
 * taken step by step to completed, and the realtor's review of the photographer afterwards (some
 * with a reply): real rows the photographers' cards and pages count. The delivered photos are not
 * seeded; the listings keep their own. Runs after the directory and listing seeders.
 */
export const demoBookingsSeeder: Seeder = {
  name: "demo-bookings",
  run: (ctx) => seedDemoBookings(ctx.db),
};

async function seedDemoBookings(db: Database, now = new Date()): Promise<void> {
  const file = demoBookingsSchema.parse(
    JSON.parse(await readFile(path.join(DEMO_ASSETS_DIR, "bookings.json"), "utf8")),
  );
  const emails = [...new Set(file.bookings.map((booking) => booking.photographer))];
  const found = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, emails));
  const photographerIds = new Map(found.map((row) => [row.email, row.id]));
  for (const booking of file.bookings) {
    const photographerId = photographerIds.get(booking.photographer);
    if (photographerId) await seedBooking(db, photographerId, booking, now);
  }
}

/** One shoot, its thread and review; skipped when the realtor reviewed the photographer already. */
async function seedBooking(db: Database, photographerId: string, demo: DemoBooking, now: Date) {
  const listing = await firstListingOf(db, demo.realtor);
  if (!listing) return;
  const { realtorId, propertyId } = listing;
  const [done] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.authorId, realtorId), eq(reviews.subjectId, photographerId)))
    .limit(1);
  if (done) return;
  const at = (daysAfterShoot: number) =>
    new Date(now.getTime() - (demo.daysAgo - daysAfterShoot) * DAY_MS);
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .insert(conversations)
      .values({
        propertyId,
        memberId: realtorId,
        realtorId: photographerId,
        source: "booking",
        stage: "closed",
        createdAt: at(-7),
        lastMessageAt: at(2),
        memberReadAt: at(2),
        realtorReadAt: at(2),
        realtorFirstReplyAt: at(-6),
      })
      .returning();
    if (!thread) throw new Error("demo booking: no thread");
    const [booking] = await tx
      .insert(photographerBookings)
      .values({
        propertyId,
        realtorId,
        photographerId,
        conversationId: thread.id,
        shootDate: at(0).toISOString().slice(0, 10),
        timeWindow: demo.window,
        services: demo.services,
        note: demo.note ?? null,
        status: "completed",
        deliveredAt: at(1),
        createdAt: at(-7),
        updatedAt: at(2),
      })
      .returning();
    if (!booking) throw new Error("demo booking: no booking");
    const line = (status: string, detail: string | null) =>
      bookingEventText({ ...booking, status }, detail);
    await tx.insert(conversationMessages).values([
      {
        conversationId: thread.id,
        senderId: realtorId,
        kind: "tour",
        body: line("requested", null),
        createdAt: at(-7),
      },
      {
        conversationId: thread.id,
        senderId: photographerId,
        kind: "tour",
        body: line("accepted", null),
        createdAt: at(-6),
      },
      {
        conversationId: thread.id,
        senderId: photographerId,
        kind: "tour",
        body: line("delivered", null),
        createdAt: at(1),
      },
      {
        conversationId: thread.id,
        senderId: realtorId,
        kind: "tour",
        body: line("completed", null),
        createdAt: at(2),
      },
    ]);
    await tx.insert(reviews).values({
      subjectId: photographerId,
      authorId: realtorId,
      engagementKind: "booking",
      engagementId: booking.id,
      stars: demo.stars,
      text: demo.text,
      createdAt: at(3),
      ...(demo.reply ? { replyText: demo.reply, repliedAt: at(4) } : {}),
    });
  });
}
