import { Camera } from "lucide-react";
import { useState } from "react";
import {
  BOOKING_REASON_MAX,
  BOOKING_SERVICE_LABELS,
  type BookingAction,
  type BookingSummary,
} from "@/shared/bookings";
import { bookingReasonSchema } from "@/shared/schemas/bookings";
import { ReasonDialog } from "@/web/components/reason-dialog";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useBookingStep } from "../api/bookings";
import { BOOKING_STATUS_LABELS } from "../booking-format";
import { tourWhen } from "../tour-format";
import { AddDeliveredPhotos, DeliverPhotos, PortfolioPicks } from "./booking-delivery";
import { ProposeTourDialog } from "./propose-tour-dialog";
import { StepButtons } from "./step-buttons";

type Asking = "decline" | "propose" | "cancel" | null;

const REASON_COPY = {
  decline: {
    title: "Decline this booking?",
    description: "The realtor is told, with your reason.",
    submitLabel: "Decline",
    busyLabel: "Declining...",
    success: "Booking declined",
    failure: "Failed to decline the booking",
  },
  cancel: {
    title: "Cancel this booking?",
    description: "The other side is told the shoot is off.",
    submitLabel: "Cancel booking",
    busyLabel: "Cancelling...",
    success: "Booking cancelled",
    failure: "Failed to cancel the booking",
  },
} as const;

/**
 * A photographer booking in its thread: the shoot's time, what is needed, where it stands, and
 * what the caller may do now (`canAct`), as a tour's card does.
 */
export function BookingCard({ booking }: { booking: BookingSummary }) {
  const [asking, setAsking] = useState<Asking>(null);
  const step = useBookingStep(booking.id);
  const close = () => setAsking(null);
  const can = (action: BookingAction) => booking.canAct.includes(action);
  const when = tourWhen(booking.date, booking.window);

  const accept = async () => {
    try {
      await step.mutateAsync({ action: "accept" });
      notifySuccess("Shoot confirmed", when);
    } catch (error) {
      notifyError("Failed to accept the booking", error, "Please try again.");
    }
  };

  const reasonRequired = asking === "decline" && booking.as === "photographer";
  return (
    <section aria-label={`Photo shoot ${when}`} className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Camera aria-hidden="true" className="size-5 text-primary" />
        <p className="font-medium">Photo shoot · {when}</p>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs">
          {BOOKING_STATUS_LABELS[booking.status]}
        </span>
      </div>
      <p className="text-sm">
        {booking.services.map((service) => BOOKING_SERVICE_LABELS[service]).join(", ")}
      </p>
      {booking.note ? <p className="whitespace-pre-line text-sm">{booking.note}</p> : null}
      {booking.declineReason ? (
        <p className="text-muted-foreground text-sm">Reason: {booking.declineReason}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <StepButtons
          can={can}
          onAccept={() => void accept()}
          onAsk={setAsking}
          busy={step.isPending}
          cancelLabel="Cancel booking"
        />
      </div>
      {booking.canDeliver ? <DeliverPhotos booking={booking} /> : null}
      {booking.canAddToListing ? <AddDeliveredPhotos booking={booking} /> : null}
      {booking.as === "photographer" && booking.portfolioAllowed && booking.photos.length > 0 ? (
        <PortfolioPicks booking={booking} />
      ) : null}
      {asking === "propose" ? (
        <ProposeTourDialog
          description="The realtor can accept or decline the new time."
          onClose={close}
          onSubmit={async (input) => {
            await step.mutateAsync({ action: "propose", ...input });
            notifySuccess("New time proposed", tourWhen(input.date, input.window));
            close();
          }}
        />
      ) : null}
      {asking === "decline" || asking === "cancel" ? (
        <ReasonDialog
          {...REASON_COPY[asking]}
          schema={bookingReasonSchema}
          maxLength={BOOKING_REASON_MAX}
          label={reasonRequired ? "Reason (the realtor reads it)" : "Reason (optional)"}
          failureTitle={() => REASON_COPY[asking].failure}
          onClose={close}
          onSubmit={async (reason) => {
            await step.mutateAsync({ action: asking, reason: reason || undefined });
            notifySuccess(REASON_COPY[asking].success, "We let them know.");
            close();
          }}
        />
      ) : null}
    </section>
  );
}
