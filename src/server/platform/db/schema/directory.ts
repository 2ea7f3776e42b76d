import { sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PROPERTY_IMAGE_LABEL_MAX } from "@/shared/manage-properties";
import { CONTACT_MESSAGE_MAX } from "@/shared/properties";
import { user } from "./auth";
import { listLimits, textLimits } from "./limits";
import { storedImageColumns } from "./stored-image-columns";

/**
 * A realtor's public directory entry. Name and avatar come from the account
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
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Hidden from /realtors without deleting what the realtor entered. */
    listed: boolean("listed").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("realtor_profiles_specialties_idx").using("gin", t.specialties),
    // The company comes from the access request's brokerage name (200) or the entry form (120).
    ...textLimits("realtor_profiles", {
      title: 100,
      company: 200,
      brokerage_email: 254,
      license_number: 50,
      bio: 2000,
      location: 120,
      phone: 30,
      contact_email: 254,
      website: 500,
    }),
    ...listLimits("realtor_profiles", { specialties: [8, 50], languages: [10, 40] }),
  ],
);

/** A photographer's public directory entry. */
export const photographers = pgTable(
  "photographers",
  {
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
    /** Free text such as "8 years". */
    experience: text("experience"),
    /** Free text such as "$250 - $600". */
    priceRange: text("price_range"),
    website: text("website"),
    listed: boolean("listed").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The company and website may come from the access request (200 and 500 characters).
  () =>
    textLimits("photographers", {
      specialty: 100,
      company: 200,
      bio: 2000,
      location: 120,
      phone: 30,
      contact_email: 254,
      experience: 50,
      price_range: 50,
      website: 500,
    }),
);

/** The tags the directory's tabs and search match. */
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
    ...textLimits("photographer_specialties", { specialty: 50 }),
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
  (t) => [
    index("photographer_portfolio_idx").on(t.photographerId, t.position),
    ...textLimits("photographer_portfolio_images", {
      storage_key: 200,
      label: PROPERTY_IMAGE_LABEL_MAX,
    }),
  ],
);

/** Contact messages sent from the directories to a realtor or photographer. */
export const directoryMessages = pgTable(
  "directory_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** A signed-in sender; deleting their account deletes what they wrote. */
    senderId: text("sender_id").references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("directory_messages_recipient_idx").on(t.recipientId, t.createdAt),
    ...textLimits("directory_messages", {
      name: 100,
      email: 254,
      phone: 30,
      message: CONTACT_MESSAGE_MAX,
    }),
  ],
);
