import type { PropertySummary } from "./properties";

/** What a member may say of a home in a shared collection: one reaction each, changeable. */
export const COLLECTION_REACTIONS = ["love", "maybe", "no"] as const;
export type CollectionReaction = (typeof COLLECTION_REACTIONS)[number];

export const COLLECTION_ROLES = ["owner", "member"] as const;
export type CollectionRole = (typeof COLLECTION_ROLES)[number];

export const COLLECTION_NAME_MAX = 60;
export const COLLECTION_NOTE_MAX = 1000;
/** What one member, one collection and its membership may grow to. */
export const COLLECTIONS_PER_MEMBER_MAX = 50;
export const HOMES_PER_COLLECTION_MAX = 200;
export const MEMBERS_PER_COLLECTION_MAX = 10;
/** Notes on one home: a thread between a few people, never a chat log. */
export const NOTES_PER_HOME_MAX = 200;
export const INVITE_DAYS = 14;

/** GET /api/collections: one of the caller's collections. */
export interface CollectionSummary {
  id: string;
  name: string;
  /** The caller's role in it. */
  role: CollectionRole;
  homeCount: number;
  memberCount: number;
  /** With `?property=`: whether that home is in it (the Add to collection menu). */
  hasProperty: boolean;
  updatedAt: string;
}

export interface CollectionMember {
  userId: string;
  name: string;
  role: CollectionRole;
  joinedAt: string;
}

/** An invitation not yet taken up: its address is shown to the collection's members only. */
export interface CollectionInvite {
  id: string;
  email: string;
  invitedByName: string;
  expiresAt: string;
}

export interface CollectionNote {
  id: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

export interface CollectionHome {
  property: PropertySummary;
  addedByName: string | null;
  addedAt: string;
  /** Current members' reactions only. */
  reactions: { userId: string; reaction: CollectionReaction }[];
  /** Oldest first, like a conversation. */
  notes: CollectionNote[];
}

/** GET /api/collections/:id: everything the collection's page shows, polled while open. */
export interface CollectionDetail {
  id: string;
  name: string;
  role: CollectionRole;
  members: CollectionMember[];
  invites: CollectionInvite[];
  /** Newest added first. */
  homes: CollectionHome[];
}

/** The page an invitation's e-mail links to, carrying its token. */
export const collectionJoinPath = (token: string) =>
  `/collections/join?${new URLSearchParams({ invite: token })}`;

/** POST /api/collections/invites/accept: where the new member lands. */
export interface AcceptedInvite {
  collectionId: string;
}
