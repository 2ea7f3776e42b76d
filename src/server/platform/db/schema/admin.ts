import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { jsonLimits, textLimits } from "./limits";

/**
 * What administrators did, written in the same transaction as the
 * action itself. The admin's name is read through the join; a deleted admin leaves the rows.
 */
export const adminActivities = pgTable(
  "admin_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").references(() => user.id, { onDelete: "set null" }),
    /** e.g. "role_changed", "request_approved", "user_suspended". */
    action: text("action").notNull(),
    /** e.g. "user", "access_request", "property", "blog_post". */
    targetType: text("target_type").notNull(),
    /** Kept as text and without a foreign key: the target may since have been deleted. */
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Insertion order: the entries of one transaction share its time (now() is the transaction's
     * start), so "wrote" and "published" would otherwise tie and show in any order.
     */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index("admin_activities_created_idx").on(t.createdAt, t.seq),
    ...textLimits("admin_activities", { action: 50, target_type: 50, target_id: 100 }),
    // Details hold names, e-mails, titles and reasons, each bounded where it is first stored.
    ...jsonLimits("admin_activities", { details: 4000 }),
  ],
);
