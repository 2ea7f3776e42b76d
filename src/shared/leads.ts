/**
 * A realtor's leads: the stage they set on each thread, where the lead came from and how the
 * person asked to be reached. Zod-free so pages can import it; input schemas are in
 * schemas/leads.ts.
 */

export const LEAD_STAGES = ["new", "contacted", "touring", "offer", "closed", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  touring: "Touring",
  offer: "Offer",
  closed: "Closed",
  lost: "Lost",
};

/** Where on the site the first message was written. */
export const LEAD_SOURCES = ["listing", "reel", "directory", "map", "booking"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
/** The sources a listing's contact form or tour request may name; the server sets the others. */
export const LISTING_LEAD_SOURCES = ["listing", "reel", "map"] as const satisfies LeadSource[];
export type ListingLeadSource = (typeof LISTING_LEAD_SOURCES)[number];
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  listing: "Listing page",
  reel: "Reel",
  directory: "Directory",
  map: "Map",
  booking: "Booking request",
};

export const CONTACT_WAYS = ["email", "phone", "text"] as const;
export type ContactWay = (typeof CONTACT_WAYS)[number];
export const CONTACT_WAY_LABELS: Record<ContactWay, string> = {
  email: "Email",
  phone: "Phone call",
  text: "Text message",
};

export const LEAD_NOTE_MAX = 2000;

/** The contact details the person gave, as the realtor sees them on the thread. */
export interface LeadContact {
  name: string;
  email: string | null;
  phone: string | null;
  contactWay: ContactWay | null;
  /** A visitor without an account: replies reach them by e-mail. */
  guest: boolean;
}

/** The realtor's own view of a thread as a lead. */
export interface LeadDetails {
  stage: LeadStage;
  source: LeadSource | null;
  note: string;
  contact: LeadContact;
}

/** GET /api/conversations/leads/counts: the realtor's threads per stage. */
export type LeadStageCounts = Record<LeadStage, number>;

/** The page where a visitor without an account reads and answers their thread. */
export const guestThreadPath = (conversationId: string, key: string) =>
  `/messages/${conversationId}?key=${encodeURIComponent(key)}`;

/** GET /api/guest-threads/:id?key=: a visitor's thread, read without an account. */
export interface GuestThread {
  id: string;
  guestName: string;
  realtor: { id: string; name: string; avatarUrl: string | null };
  listing: { id: string; title: string } | null;
  /** The listing is gone: the thread can be read, not answered. */
  closed: boolean;
  messages: { id: string; body: string; at: string; fromMe: boolean; senderName: string }[];
}
