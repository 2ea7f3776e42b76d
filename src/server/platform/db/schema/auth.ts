import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { SUSPEND_REASON_MAX } from "@/shared/admin-users";
import { textLimits } from "./limits";

/** Node refuses a request whose headers pass 16 KiB, so no user agent it hands over is longer. */
const HEADER_MAX = 16_384;

/**
 * Better Auth's tables (core plus the admin plugin's role and ban columns), written to match what
 * its Drizzle adapter expects. `role` lives here only: profiles never copy it.
 */
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("user"),
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_role_idx").on(t.role),
    index("user_created_at_idx").on(t.createdAt),
    // Better Auth's ids are 32 characters; names and e-mails as the sign-up and profile forms.
    ...textLimits("user", {
      id: 64,
      name: 100,
      email: 254,
      image: 2048,
      role: 100,
      ban_reason: SUSPEND_REASON_MAX,
    }),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("session_user_id_idx").on(t.userId),
    // Better Auth stores only a validated address, but the user agent exactly as sent.
    ...textLimits("session", {
      id: 255,
      token: 255,
      ip_address: 100,
      user_agent: HEADER_MAX,
      impersonated_by: 64,
    }),
  ],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("account_user_id_idx").on(t.userId),
    // Room for a provider's signed tokens, should sign-in with one ever be added.
    ...textLimits("account", {
      id: 255,
      account_id: 255,
      provider_id: 100,
      access_token: 8192,
      refresh_token: 8192,
      id_token: 8192,
      scope: 2048,
      password: 1024,
    }),
  ],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("verification_identifier_idx").on(t.identifier),
    ...textLimits("verification", { id: 255, identifier: 1024, value: 8192 }),
  ],
);
