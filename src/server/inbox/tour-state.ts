import type { ConversationSide, TourAction, TourStatus } from "@/shared/conversations";

/**
 * The tour state machine, in one place: what each side may do with a tour in each
 * state, and where it leads. The member requests; the realtor accepts, declines or proposes
 * another slot; a proposal is the member's to accept or decline; either side cancels anything
 * not yet settled or accepted. A tour whose day is past can no longer change.
 */
const MOVES: Record<
  TourStatus,
  Partial<Record<ConversationSide, Partial<Record<TourAction, TourStatus>>>>
> = {
  requested: {
    realtor: { accept: "accepted", decline: "declined", propose: "proposed", cancel: "cancelled" },
    member: { cancel: "cancelled" },
  },
  proposed: {
    member: { accept: "accepted", decline: "declined", cancel: "cancelled" },
    realtor: { propose: "proposed", cancel: "cancelled" },
  },
  accepted: {
    member: { cancel: "cancelled" },
    realtor: { cancel: "cancelled" },
  },
  declined: {},
  cancelled: {},
};

/** The status `action` by `side` leads to, or null when it is not allowed now. */
export function nextTourStatus(
  status: TourStatus,
  side: ConversationSide,
  action: TourAction,
  dayIsPast: boolean,
): TourStatus | null {
  if (dayIsPast) return null;
  return MOVES[status][side]?.[action] ?? null;
}

/** What `side` may do with a tour now (TourSummary.canAct). */
export function allowedTourActions(
  status: TourStatus,
  side: ConversationSide,
  dayIsPast: boolean,
): TourAction[] {
  if (dayIsPast) return [];
  return Object.keys(MOVES[status][side] ?? {}) as TourAction[];
}

/** Why a move was refused, for the 409's message. */
export function refusedTourMessage(status: TourStatus, dayIsPast: boolean): string {
  if (dayIsPast) return "This tour's day has passed.";
  switch (status) {
    case "declined":
      return "This tour was declined.";
    case "cancelled":
      return "This tour was cancelled.";
    case "accepted":
      return "This tour is already confirmed; it can only be cancelled.";
    default:
      return "This tour is waiting for the other side's answer.";
  }
}
