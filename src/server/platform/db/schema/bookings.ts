import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  BOOKING_NOTE_MAX,
  BOOKING_REASON_MAX,
  BOOKING_ROLES,
  BOOKING_SERVICES,
  BOOKING_STATUSES,
} from "@/shared/bookings";
import { TOUR_WINDOWS } from "@/shared/conversations";
import { REEL_TITLE_MAX } from "@/shared/manage-reels";
import { user } from "./auth";
import { conversations } from "./conversations";
import { textLimits } from "./limits";
import { inList, properties, propertyImages } from "./properties";
import { storedImageColumns } from "./stored-image-columns";

/**
 * A realtor's booking of a photographer for one of their listings, answered in the thread
 * between them (the realtor on the thread's member side, the photographer on its realtor side).
 * At most one booking per thread waits for an answer.
 */
export const photographerBookings = pgTable(
  "photographer_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    realtorId: text("realtor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    photographerId: text("photographer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    shootDate: date("shoot_date", { mode: "string" }).notNull(),
    timeWindow: text("time_window").notNull(),
    services: text("services").array().notNull(),
    note: text("note"),
    status: text("status").notNull().default("requested"),
    proposedBy: text("proposed_by"),
    declineReason: text("decline_reason"),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    /** The realtor's consent to the photographer showing the delivered photos in their portfolio. */
    portfolioAllowed: boolean("portfolio_allowed").notNull().default(false),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /**
     * The video the photographer delivered for a reel: its original, kept private like any reel
     * upload's source (it may carry GPS), and shown only to the booking's two sides.
     */
    videoKey: text("video_key"),
    videoContentType: text("video_content_type"),
    videoBytes: bigint("video_bytes", { mode: "number" }),
    videoTitle: text("video_title"),
    /** The reel upload (and then reel) the realtor made of the video; null until they post it. */
    videoReelId: uuid("video_reel_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("photographer_bookings_status_check", inList("status", BOOKING_STATUSES)),
    check("photographer_bookings_window_check", inList("time_window", TOUR_WINDOWS)),
    check("photographer_bookings_proposed_by_check", inList("proposed_by", BOOKING_ROLES)),
    check("photographer_bookings_cancelled_by_check", inList("cancelled_by", BOOKING_ROLES)),
    check(
      "photographer_bookings_services_check",
      sql.raw(
        `cardinality(services) between 1 and ${BOOKING_SERVICES.length} and services <@ array[${BOOKING_SERVICES.map((s) => `'${s}'`).join(", ")}]::text[]`,
      ),
    ),
    uniqueIndex("photographer_bookings_one_pending_idx")
      .on(t.conversationId)
      .where(sql`status in ('requested', 'proposed')`),
    index("photographer_bookings_thread_idx").on(t.conversationId, t.createdAt),
    index("photographer_bookings_photographer_idx").on(t.photographerId, t.createdAt),
    ...textLimits("photographer_bookings", {
      note: BOOKING_NOTE_MAX,
      decline_reason: BOOKING_REASON_MAX,
      cancel_reason: BOOKING_REASON_MAX,
      video_key: 200,
      video_content_type: 100,
      video_title: REEL_TITLE_MAX,
    }),
  ],
);

/**
 * The photos a photographer delivered into a booking, stored as responsive renditions like
 * listing photos. Adding one to the listing copies its files into a listing photo of its own
 * (the listing owns it); adding it to the portfolio does the same into the portfolio.
 */
export const bookingPhotos = pgTable(
  "booking_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => photographerBookings.id, { onDelete: "cascade" }),
    ...storedImageColumns(),
    listingImageId: uuid("listing_image_id").references(() => propertyImages.id, {
      onDelete: "set null",
    }),
    inPortfolio: boolean("in_portfolio").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_photos_booking_idx").on(t.bookingId, t.position),
    ...textLimits("booking_photos", { storage_key: 200, label: 200 }),
  ],
);
