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
import { TOUR_MESSAGE_MAX } from "@/shared/properties";
import { user } from "./auth";
import { textLimits } from "./limits";
import { inList, properties } from "./properties";

/**
 * One thread per listing, member and realtor: opened by the member's first Contact
 * Agent message or tour request. A deleted listing leaves the thread readable (listing null),
 * closed to new messages. Read marks are per side; the realtor's first reply time is kept for
 * their response time, so it never needs a scan of the messages.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    memberId: text("member_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    realtorId: text("realtor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
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
    index("conversations_member_idx").on(t.memberId, t.lastMessageAt),
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
    /** Deleting the sender's account deletes what they wrote, as elsewhere. */
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
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
    tourDate: date("tour_date", { mode: "string" }).notNull(),
    timeWindow: text("time_window"),
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
    uniqueIndex("tour_requests_one_pending_idx")
      .on(t.conversationId)
      .where(sql`status in ('requested', 'proposed')`),
    index("tour_requests_realtor_idx").on(t.realtorId, t.createdAt),
    index("tour_requests_accepted_idx").on(t.tourDate).where(sql`status = 'accepted'`),
    ...textLimits("tour_requests", {
      message: TOUR_MESSAGE_MAX,
      decline_reason: DECLINE_REASON_MAX,
      cancel_reason: CANCEL_REASON_MAX,
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
