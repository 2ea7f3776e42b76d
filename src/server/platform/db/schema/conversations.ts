import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CANCEL_REASON_MAX,
  CONVERSATION_MESSAGE_MAX,
  CONVERSATION_SIDES,
  DECLINE_REASON_MAX,
  REPORT_REASON_MAX,
  TOUR_STATUSES,
  TOUR_WINDOWS,
} from "@/shared/conversations";
import { CONTACT_WAYS, LEAD_NOTE_MAX, LEAD_SOURCES, LEAD_STAGES } from "@/shared/leads";
import { TOUR_MESSAGE_MAX } from "@/shared/properties";
import { TOUR_MODES } from "@/shared/tour-calendar";
import { user } from "./auth";
import { textLimits } from "./limits";
import { inList, properties } from "./properties";

/**
 * One thread per listing, member and realtor: opened by the member's first Contact
 * Agent message or tour request. A visitor without an account (member null) gets one per listing
 * and e-mail address, reached through a link signed with the server's secret. A directory message
 * opens a thread without a listing. A deleted listing leaves its thread readable (listing null),
 * closed to new messages. Read marks are per side; the realtor's first reply time is kept for
 * their response time, so it never needs a scan of the messages. The contact details are the
 * latest the person gave; stage and note are the realtor's own.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    memberId: text("member_id").references(() => user.id, { onDelete: "cascade" }),
    realtorId: text("realtor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    contactName: text("contact_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    contactWay: text("contact_way"),
    source: text("source"),
    stage: text("stage").notNull().default("new"),
    note: text("note").notNull().default(""),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    memberReadAt: timestamp("member_read_at", { withTimezone: true }),
    realtorReadAt: timestamp("realtor_read_at", { withTimezone: true }),
    realtorFirstReplyAt: timestamp("realtor_first_reply_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_listing_member_realtor_idx").on(
      t.propertyId,
      t.memberId,
      t.realtorId,
    ),
    uniqueIndex("conversations_guest_idx")
      .on(t.propertyId, t.realtorId, sql`lower(${t.contactEmail})`)
      .where(sql`${t.memberId} is null and ${t.propertyId} is not null`),
    uniqueIndex("conversations_directory_idx")
      .on(t.memberId, t.realtorId)
      .where(sql`${t.source} = 'directory' and ${t.memberId} is not null`),
    uniqueIndex("conversations_directory_guest_idx")
      .on(t.realtorId, sql`lower(${t.contactEmail})`)
      .where(sql`${t.source} = 'directory' and ${t.memberId} is null`),
    index("conversations_member_idx").on(t.memberId, t.lastMessageAt),
    index("conversations_realtor_stage_idx").on(t.realtorId, t.stage),
    check("conversations_stage_check", inList("stage", LEAD_STAGES)),
    check("conversations_source_check", inList("source", LEAD_SOURCES)),
    check("conversations_contact_way_check", inList("contact_way", CONTACT_WAYS)),
    check(
      "conversations_guest_check",
      sql`${t.memberId} is not null or ${t.contactEmail} is not null`,
    ),
    ...textLimits("conversations", {
      contact_name: 100,
      contact_email: 254,
      contact_phone: 30,
      note: LEAD_NOTE_MAX,
    }),
    index("conversations_realtor_idx").on(t.realtorId, t.lastMessageAt),
    index("conversations_realtor_created_idx").on(t.realtorId, t.createdAt),
  ],
);

export const CONVERSATION_MESSAGE_KINDS = ["message", "tour"] as const;

/** A thread's messages; "tour" ones are the server's account of a tour's step. */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /**
     * Deleting the sender's account deletes what they wrote, as elsewhere. Null: the thread's
     * visitor without an account.
     */
    senderId: text("sender_id").references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("message"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("conversation_messages_thread_idx").on(t.conversationId, t.createdAt),
    check("conversation_messages_kind_check", inList("kind", CONVERSATION_MESSAGE_KINDS)),
    ...textLimits("conversation_messages", { body: CONVERSATION_MESSAGE_MAX }),
  ],
);

/**
 * Tour requests. Rows from before threads existed (statuses pending and confirmed, now requested and
 * accepted) have no thread and no window: they stay as history. At most one tour per thread
 * waits for an answer.
 */
export const tourRequests = pgTable(
  "tour_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    realtorId: text("realtor_id").references(() => user.id, { onDelete: "set null" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id").references(() => conversations.id, {
      onDelete: "cascade",
    }),
    /** The day on the listing's clock (a booked slot's day, or a window request's). */
    tourDate: date("tour_date", { mode: "string" }).notNull(),
    timeWindow: text("time_window"),
    /** A booked slot: when it starts and ends, and the listing's zone it was booked in. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    timeZone: text("time_zone"),
    mode: text("mode"),
    message: text("message"),
    status: text("status").notNull().default("requested"),
    proposedBy: text("proposed_by"),
    declineReason: text("decline_reason"),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tour_requests_status_check", inList("status", TOUR_STATUSES)),
    check("tour_requests_window_check", inList("time_window", TOUR_WINDOWS)),
    check("tour_requests_proposed_by_check", inList("proposed_by", CONVERSATION_SIDES)),
    check("tour_requests_cancelled_by_check", inList("cancelled_by", CONVERSATION_SIDES)),
    check("tour_requests_mode_check", inList("mode", TOUR_MODES)),
    check(
      "tour_requests_slot_check",
      sql`(starts_at is null) = (ends_at is null) and (starts_at is null or ends_at > starts_at)`,
    ),
    // A realtor's slot is held by one tour at a time (the booking also locks; this is the floor).
    uniqueIndex("tour_requests_realtor_slot_idx")
      .on(t.realtorId, t.startsAt)
      .where(sql`status in ('requested', 'proposed', 'accepted') and starts_at is not null`),
    uniqueIndex("tour_requests_one_pending_idx")
      .on(t.conversationId)
      .where(sql`status in ('requested', 'proposed')`),
    index("tour_requests_realtor_idx").on(t.realtorId, t.createdAt),
    index("tour_requests_accepted_idx").on(t.tourDate).where(sql`status = 'accepted'`),
    ...textLimits("tour_requests", {
      message: TOUR_MESSAGE_MAX,
      decline_reason: DECLINE_REASON_MAX,
      cancel_reason: CANCEL_REASON_MAX,
      time_zone: 64,
    }),
  ],
);

/** A realtor's block of a member: no new threads, messages or tours from them to that realtor. */
export const realtorBlocks = pgTable(
  "realtor_blocks",
  {
    realtorId: text("realtor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.realtorId, t.memberId] })],
);

export const THREAD_REPORT_STATUSES = ["open", "resolved"] as const;

/** A member's report of a thread, for the back office. */
export const threadReports = pgTable(
  "thread_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("open"),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("thread_reports_status_check", inList("status", THREAD_REPORT_STATUSES)),
    index("thread_reports_status_idx").on(t.status, t.createdAt),
    ...textLimits("thread_reports", { reason: REPORT_REASON_MAX }),
  ],
);
