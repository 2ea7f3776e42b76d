/**
 * The lead inbox and tour scheduling: what the conversation and tour API answers,
 * shared by the server and the dashboard's Messages and Inbox tabs. Zod-free so pages can import
 * it; the input schemas are in schemas/conversations.ts.
 */

import type { LeadDetails, LeadSource, LeadStage } from "./leads";
import type { TourMode } from "./tour-calendar";

/** A tour's part of the day, as Request Tour and a realtor's proposal pick it. */
export const TOUR_WINDOWS = ["morning", "afternoon", "evening"] as const;
export type TourWindow = (typeof TOUR_WINDOWS)[number];
export const TOUR_WINDOW_LABELS: Record<TourWindow, string> = {
  morning: "Morning (9–12)",
  afternoon: "Afternoon (12–5)",
  evening: "Evening (5–8)",
};
/** The hours (local to the listing, read as floating times) each window covers, for the .ics. */
export const TOUR_WINDOW_HOURS: Record<TourWindow, { start: number; end: number }> = {
  morning: { start: 9, end: 12 },
  afternoon: { start: 12, end: 17 },
  evening: { start: 17, end: 20 },
};

/**
 * requested (by the member) → accepted | declined | proposed (by the realtor, another day or
 * window) → accepted | declined (by the member); requested, proposed and accepted can be cancelled
 * by either side.
 */
export const TOUR_STATUSES = [
  "requested",
  "proposed",
  "accepted",
  "declined",
  "cancelled",
] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

const TOUR_ACTIONS = ["accept", "decline", "propose", "cancel"] as const;
export type TourAction = (typeof TOUR_ACTIONS)[number];

/** Which side of a conversation the caller is: the member who wrote, or the listing's realtor. */
export const CONVERSATION_SIDES = ["member", "realtor"] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

export const CONVERSATION_MESSAGE_MAX = 2000;
export const DECLINE_REASON_MAX = 300;
export const CANCEL_REASON_MAX = 300;
export const REPORT_REASON_MAX = 500;
/**
 * How often the web re-reads an open thread and the unread counts while the page is visible:
 * polling keeps any server able to answer (decision 024).
 */
export const THREAD_POLL_MS = 5_000;
export const UNREAD_POLL_MS = 30_000;

/** The newest threads a list shows; older ones come back with their next message. */
export const CONVERSATION_LIST_MAX = 100;
/** The newest messages a thread shows. */
export const THREAD_MESSAGES_MAX = 500;
/** How much of a reported thread the back office shows beside the report. */
export const REPORT_EXCERPT_MESSAGES = 5;

/** The API's refusals, word for word (BLOCKED, LISTING_CLOSED and the 409s). */
export const CONVERSATION_MESSAGES = {
  blocked: "This realtor is not taking messages from you.",
  listingClosed: "This listing is no longer on HomeScope; the conversation is closed.",
  notFound: "Conversation not found",
  tourNotFound: "Tour not found",
  tourPending: "You already have a tour request waiting for an answer in this conversation.",
  declineReasonRequired: "Tell the member why",
  guestNotBlockable:
    "This visitor wrote without an account, so there is nothing to block. Stop answering, or report the conversation.",
} as const;

export interface TourSummary {
  id: string;
  conversationId: string;
  listingId: string;
  status: TourStatus;
  /** YYYY-MM-DD, a calendar day on the listing's clock (never shifted by time zones). */
  date: string;
  /** A day-and-window request's window; null for a booked slot. */
  window: TourWindow | null;
  /** A booked slot: its start and end (ISO) and the listing's zone; null for a window request. */
  startsAt: string | null;
  endsAt: string | null;
  timeZone: string | null;
  mode: TourMode | null;
  /** "Tue, Dec 1 at 10:00 AM" (a slot, on the listing's clock) or "Tue, Dec 1, afternoon". */
  when: string;
  proposedBy: ConversationSide | null;
  declineReason: string | null;
  cancelledBy: ConversationSide | null;
  /** What the caller may do with the tour now. */
  canAct: TourAction[];
}

export interface ConversationListing {
  id: string;
  title: string;
  price: number;
  address: string;
  city: string;
  state: string;
  coverUrl: string | null;
}

export interface ConversationCounterpart {
  /** Null: a visitor who wrote without an account. */
  id: string | null;
  name: string;
  avatarUrl: string | null;
}

export interface ConversationSummary {
  id: string;
  as: ConversationSide;
  /** Null once the listing was deleted: the thread stays readable, closed to new messages. */
  listing: ConversationListing | null;
  counterpart: ConversationCounterpart;
  lastMessage: { body: string; at: string; fromMe: boolean };
  unreadCount: number;
  /** The latest tour that is waiting for an answer or accepted for a day not past, if any. */
  openTour: TourSummary | null;
  /** The realtor blocked the member: no new messages or tours from them. */
  blocked: boolean;
  /** The realtor's view of the thread as a lead; null for the member. */
  lead: { stage: LeadStage; source: LeadSource | null } | null;
}

export interface ConversationMessage {
  id: string;
  body: string;
  at: string;
  fromMe: boolean;
  senderName: string;
  /** "tour": a tour event written by the server, e.g. "Proposed Tue, Dec 1, afternoon". */
  kind: "message" | "tour";
}

/** GET /api/conversations?as=member|realtor */
export interface ConversationList {
  items: ConversationSummary[];
}

/** GET /api/conversations/unread: unread messages per side, for the header menu and the tabs. */
export interface UnreadCounts {
  member: number;
  realtor: number;
}

/** GET /api/conversations/:id */
export interface ConversationThread {
  conversation: ConversationSummary;
  /** The lead's contact details, stage and note, for the realtor only. */
  lead: LeadDetails | null;
  messages: ConversationMessage[];
  tours: TourSummary[];
}

/** GET /api/tours/upcoming: accepted tours from today, soonest first. */
export interface UpcomingTour extends TourSummary {
  listing: ConversationListing | null;
  counterpart: ConversationCounterpart;
  as: ConversationSide;
}
export interface UpcomingTourList {
  items: UpcomingTour[];
}

/** GET /api/admin/reports */
export interface ThreadReport {
  id: string;
  conversationId: string;
  reason: string;
  status: "open" | "resolved";
  createdAt: string;
  resolvedAt: string | null;
  reporter: { id: string; name: string };
  realtor: { id: string; name: string };
  listingTitle: string | null;
  /** The thread's last REPORT_EXCERPT_MESSAGES messages, oldest first. */
  excerpt: { senderName: string; body: string; at: string }[];
}
export interface ThreadReportList {
  items: ThreadReport[];
  page: number;
  pageCount: number;
  total: number;
}
export const ADMIN_REPORTS_PAGE_SIZE = 20;
/** Realtors per page of the admin's response times (`?page=`). */
export const ADMIN_RESPONSE_TIMES_PAGE_SIZE = 100;

/** GET /api/admin/response-times */
export interface RealtorResponseTime {
  realtorId: string;
  name: string;
  medianMinutes: number | null;
  threads: number;
}
export interface RealtorResponseTimeList {
  items: RealtorResponseTime[];
}

/** The dashboard tab where each side keeps its threads. */
export const THREAD_TAB: Record<ConversationSide, "messages" | "inbox"> = {
  member: "messages",
  realtor: "inbox",
};

/** Where each side opens a thread (e-mail links, notifications, the app's own links). */
export function threadPath(side: ConversationSide, conversationId: string): string {
  return `/dashboard?tab=${THREAD_TAB[side]}&thread=${conversationId}`;
}

// Made on first use: public pages import this module, and Intl's first use is slow on phones.
let tourDayFormat: Intl.DateTimeFormat | undefined;

/** "Tue, Dec 1, afternoon" for a tour's day and window (the day is a calendar day, read in UTC). */
export function tourSlotLabel(date: string, window: TourWindow): string {
  tourDayFormat ??= new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return `${tourDayFormat.format(new Date(`${date}T00:00:00Z`))}, ${window}`;
}
