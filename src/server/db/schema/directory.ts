import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { storedImageColumns } from "./stored-image-columns";

/**
 * A realtor's public directory entry (part 2 §3 Realtor). Name and avatar come from the account
 * and profile; Active Listings is counted from the listings, never stored.
 */
export const realtorProfiles = pgTable(
  "realtor_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title"),
    company: text("company"),
    brokerageEmail: text("brokerage_email"),
    licenseNumber: text("license_number"),
    bio: text("bio"),
    location: text("location"),
    phone: text("phone"),
    /** Where Email and Contact reach the realtor; the account e-mail when null. */
    contactEmail: text("contact_email"),
    website: text("website"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Hidden from /realtors without deleting what the realtor entered. */
    listed: boolean("listed").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("realtor_profiles_specialties_idx").using("gin", t.specialties)],
);

/** A photographer's public directory entry (part 2 §3 Photographer). */
export const photographers = pgTable("photographers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** The headline specialty, e.g. "Architectural Photography". */
  specialty: text("specialty").notNull(),
  company: text("company"),
  bio: text("bio"),
  location: text("location"),
  phone: text("phone"),
  contactEmail: text("contact_email"),
  rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
  reviewCount: integer("review_count").notNull().default(0),
  /** Free text such as "8 years". */
  experience: text("experience"),
  /** Free text such as "$250 - $600". */
  priceRange: text("price_range"),
  website: text("website"),
  listed: boolean("listed").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The tags the directory's tabs and search match (part 2 §3 photographer_specialties). */
export const photographerSpecialties = pgTable(
  "photographer_specialties",
  {
    photographerId: text("photographer_id")
      .notNull()
      .references(() => photographers.userId, { onDelete: "cascade" }),
    specialty: text("specialty").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photographerId, t.specialty] }),
    index("photographer_specialties_specialty_idx").on(t.specialty),
  ],
);

/** Portfolio photos, stored as responsive renditions like listing photos. */
export const photographerPortfolioImages = pgTable(
  "photographer_portfolio_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    photographerId: text("photographer_id")
      .notNull()
      .references(() => photographers.userId, { onDelete: "cascade" }),
    ...storedImageColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("photographer_portfolio_idx").on(t.photographerId, t.position)],
);

/** Contact messages sent from the directories to a realtor or photographer. */
export const directoryMessages = pgTable(
  "directory_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    senderId: text("sender_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("directory_messages_recipient_idx").on(t.recipientId, t.createdAt)],
);
