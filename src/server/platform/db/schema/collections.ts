import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  COLLECTION_NAME_MAX,
  COLLECTION_NOTE_MAX,
  COLLECTION_REACTIONS,
  COLLECTION_ROLES,
} from "@/shared/collections";
import { user } from "./auth";
import { textLimits } from "./limits";
import { properties } from "./properties";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

/** A named group of homes that several members keep together (shared with a co-buyer). */
export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moved by every change inside, so lists show the liveliest first. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("collections_owner_idx").on(t.ownerId),
    ...textLimits("collections", { name: COLLECTION_NAME_MAX }),
  ],
);

/** Who may see and change a collection; its owner is a member too, with the role "owner". */
export const collectionMembers = pgTable(
  "collection_members",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.userId] }),
    index("collection_members_user_idx").on(t.userId),
    check("collection_members_role_known", inList("role", COLLECTION_ROLES)),
  ],
);

export const collectionHomes = pgTable(
  "collection_homes",
  {
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.propertyId] }),
    index("collection_homes_property_idx").on(t.propertyId),
    index("collection_homes_added_by_idx").on(t.addedBy),
  ],
);

/** A member's note on a home of the collection; removing the home removes its notes. */
export const collectionNotes = pgTable(
  "collection_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collectionId: uuid("collection_id").notNull(),
    propertyId: uuid("property_id").notNull(),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "collection_notes_home_fk",
      columns: [t.collectionId, t.propertyId],
      foreignColumns: [collectionHomes.collectionId, collectionHomes.propertyId],
    }).onDelete("cascade"),
    index("collection_notes_home_idx").on(t.collectionId, t.propertyId, t.createdAt),
    index("collection_notes_author_idx").on(t.authorId),
    ...textLimits("collection_notes", { body: COLLECTION_NOTE_MAX }),
  ],
);

/** One reaction per member per home. */
export const collectionReactions = pgTable(
  "collection_reactions",
  {
    collectionId: uuid("collection_id").notNull(),
    propertyId: uuid("property_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reaction: text("reaction").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.propertyId, t.userId] }),
    foreignKey({
      name: "collection_reactions_home_fk",
      columns: [t.collectionId, t.propertyId],
      foreignColumns: [collectionHomes.collectionId, collectionHomes.propertyId],
    }).onDelete("cascade"),
    index("collection_reactions_user_idx").on(t.userId),
    check("collection_reactions_reaction_known", inList("reaction", COLLECTION_REACTIONS)),
  ],
);

/**
 * An e-mailed invitation to join a collection. Only the hash of the link's token is kept, so
 * the table cannot be read into working links; accepting records who took it up.
 */
export const collectionInvites = pgTable(
  "collection_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collectionId: uuid("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("collection_invites_token_idx").on(t.tokenHash),
    // One open invitation per address and collection: inviting again renews it.
    uniqueIndex("collection_invites_pending_idx")
      .on(t.collectionId, t.email)
      .where(sql`accepted_at is null`),
    index("collection_invites_collection_idx").on(t.collectionId),
    index("collection_invites_invited_by_idx").on(t.invitedBy),
    index("collection_invites_accepted_by_idx").on(t.acceptedBy),
    ...textLimits("collection_invites", { email: 254, token_hash: 100 }),
  ],
);
