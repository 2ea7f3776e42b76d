import { type ConversationSide, type TourStatus, threadPath } from "@/shared/conversations";
import { emailNotice } from "../notifications/email-notice";
import type { AppMailer } from "../notifications/events";
import { tourUpdateNotification } from "../notifications/events/tour-change";
import { notifyUser } from "../notifications/notifications.service";
import type { Database } from "../platform/db/client";
import { accountName, listingTitle, otherAccount, otherSide } from "./parties";
import type { Thread } from "./thread-access";
import { type TourRow, tourSlot } from "./tour-summary";

const VERBS: Record<TourStatus, string> = {
  requested: "Requested",
  proposed: "Proposed",
  accepted: "Accepted",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** The thread's line for a tour's step, e.g. "Proposed Tue, Dec 1, afternoon". */
export function tourEventText(tour: TourRow, reason: string | null): string {
  const line = `${VERBS[tour.status as TourStatus]} ${tourSlot(tour)}`;
  return reason ? `${line}: ${reason}` : line;
}

/**
 * Tells the people of a thread about a tour's step, in its transaction: an accepted tour mails
 * both a confirmation carrying the invitation; a proposal, a decline or a cancellation notifies
 * and mails the other side. E-mail goes only to those whose settings allow it (emailNotice).
 */
export async function tellTourStep(
  tx: Database,
  mailer: AppMailer,
  thread: Thread,
  actorSide: ConversationSide,
  actorId: string,
  tour: TourRow,
  reason: string | null,
): Promise<void> {
  const title = await listingTitle(tx, thread);
  const actorName = await accountName(tx, actorId);
  const recipientSide = otherSide(actorSide);
  const recipient = otherAccount(thread, actorSide);
  const slot = tourSlot(tour);
  const summary = tourSummaryLine(tour.status as TourStatus, actorName, title, slot);
  await notifyUser(
    tx,
    recipient,
    tourUpdateNotification(title, summary, threadPath(recipientSide, thread.id)),
    actorId,
  );
  if (tour.status !== "accepted") {
    await emailNotice(tx, mailer, recipient, {
      kind: "tour-update",
      props: {
        listingTitle: title,
        summary,
        reason,
        threadPath: threadPath(recipientSide, thread.id),
      },
    });
    return;
  }
  for (const side of ["member", "realtor"] as const) {
    const memberId = otherAccount(thread, otherSide(side));
    await emailNotice(tx, mailer, memberId, {
      kind: "tour-confirmed",
      props: {
        tourId: tour.id,
        listingTitle: title,
        slot,
        counterpartName: await accountName(tx, otherAccount(thread, side)),
        threadPath: threadPath(side, thread.id),
      },
    });
  }
}

function tourSummaryLine(
  status: TourStatus,
  actorName: string,
  title: string | null,
  slot: string,
): string {
  const listing = title ?? "the listing";
  switch (status) {
    case "proposed":
      return `${actorName} proposed another time to tour ${listing}: ${slot}.`;
    case "declined":
      return `${actorName} declined the tour of ${listing} on ${slot}.`;
    case "cancelled":
      return `${actorName} cancelled the tour of ${listing} on ${slot}.`;
    case "accepted":
      return `${actorName} accepted the tour of ${listing} on ${slot}.`;
    default:
      return `${actorName} would like to tour ${listing} on ${slot}.`;
  }
}
