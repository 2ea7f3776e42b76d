import type { BookingAction, BookingRole, BookingStatus } from "@/shared/bookings";

/**
 * The booking state machine, like the tours' (inbox/tour-state.ts): the realtor (client)
 * requests; the photographer accepts, declines or proposes another slot; a proposal is the
 * realtor's to accept or decline; either side cancels anything not yet answered or accepted.
 * Once the shoot's day has passed none of these steps remains (delivery is not one of them).
 */
const MOVES: Record<
  BookingStatus,
  Partial<Record<BookingRole, Partial<Record<BookingAction, BookingStatus>>>>
> = {
  requested: {
    photographer: {
      accept: "accepted",
      decline: "declined",
      propose: "proposed",
      cancel: "cancelled",
    },
    client: { cancel: "cancelled" },
  },
  proposed: {
    client: { accept: "accepted", decline: "declined", cancel: "cancelled" },
    photographer: { propose: "proposed", cancel: "cancelled" },
  },
  accepted: {
    client: { cancel: "cancelled" },
    photographer: { cancel: "cancelled" },
  },
  declined: {},
  cancelled: {},
  delivered: {},
  completed: {},
};

/** The status `action` by `role` leads to, or null when it is not allowed now. */
export function nextBookingStatus(
  status: BookingStatus,
  role: BookingRole,
  action: BookingAction,
  dayIsPast: boolean,
): BookingStatus | null {
  if (dayIsPast) return null;
  return MOVES[status][role]?.[action] ?? null;
}

/** What `role` may do with a booking now (BookingSummary.canAct). */
export function allowedBookingActions(
  status: BookingStatus,
  role: BookingRole,
  dayIsPast: boolean,
): BookingAction[] {
  if (dayIsPast) return [];
  return Object.keys(MOVES[status][role] ?? {}) as BookingAction[];
}

/** Why a move was refused, for the 409's message. */
export function refusedBookingMessage(status: BookingStatus, dayIsPast: boolean): string {
  if (dayIsPast) return "This shoot's day has passed.";
  switch (status) {
    case "declined":
      return "This booking was declined.";
    case "cancelled":
      return "This booking was cancelled.";
    case "accepted":
      return "This booking is already confirmed; it can only be cancelled.";
    case "delivered":
    case "completed":
      return "This booking's work has been delivered.";
    default:
      return "This booking is waiting for the other side's answer.";
  }
}
