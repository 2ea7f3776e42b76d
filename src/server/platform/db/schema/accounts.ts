import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from "@/shared/notifications";
import { ACCESS_REQUEST_STATUSES, ACCESS_REQUEST_TYPES } from "@/shared/schemas/access-requests";
import { user } from "./auth";
import { textLimits } from "./limits";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

/**
 * A request for realtor or photographer access with the details the
 * user submitted; an administrator approves or rejects it.
 */
export const accessRequests = pgTable(
  "access_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    requestType: text("request_type").notNull(),
    status: text("status").notNull().default("pending"),
    fullName: text("full_name").notNull(),
    brokerageName: text("brokerage_name"),
    brokerageEmail: text("brokerage_email"),
    licenseNumber: text("license_number"),
    companyName: text("company_name"),
    companyWebsite: text("company_website"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("access_requests_type_check", inList("request_type", ACCESS_REQUEST_TYPES)),
    check("access_requests_status_check", inList("status", ACCESS_REQUEST_STATUSES)),
    // The database itself refuses a second pending request of the same type.
    uniqueIndex("access_requests_one_pending_idx")
      .on(t.userId, t.requestType)
      .where(sql`status = 'pending'`),
    index("access_requests_user_idx").on(t.userId, t.createdAt),
    index("access_requests_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
    ...textLimits("access_requests", {
      full_name: 100,
      brokerage_name: 200,
      brokerage_email: 254,
      license_number: 50,
      company_name: 200,
      company_website: 500,
    }),
  ],
);

/** Something that happened for a user: a request decided, a message or tour request received. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /**
     * The account whose action this reports (who sent the message, asked for the tour), if any:
     * deleting that account removes what it caused others to be told, quotes included.
     */
    actorId: text("actor_id").references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** An in-app path the notification leads to, e.g. /property/{id}. */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx").on(t.userId).where(sql`read_at is null`),
    index("notifications_actor_idx").on(t.actorId),
    ...textLimits("notifications", {
      kind: 50,
      title: NOTIFICATION_TITLE_MAX,
      body: NOTIFICATION_BODY_MAX,
      link: 500,
    }),
  ],
);

/** A signed-in user's recent property searches, newest first, for the dashboard. */
export const recentSearches = pgTable(
  "recent_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The canonical query string of the search page, without the leading "?". */
    query: text("query").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recent_searches_user_query_idx").on(t.userId, t.query),
    index("recent_searches_user_idx").on(t.userId, t.createdAt),
    // A canonical search: a 100-character text, percent-encoded, and the filters.
    ...textLimits("recent_searches", { query: 2000 }),
  ],
);
