import { CalendarDays, Download } from "lucide-react";
import { useState } from "react";
import type { ConversationSide, TourAction, TourSummary } from "@/shared/conversations";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { tourInvitePath, useTourStep } from "../api/tour-actions";
import { TOUR_STATUS_LABELS } from "../tour-format";
import { ProposeSlotDialog } from "./propose-slot-dialog";
import { StepButtons } from "./step-buttons";
import { TourReasonDialog } from "./tour-reason-dialog";

type Asking = "decline" | "propose" | "cancel" | null;

/** A tour in its thread: when, where it stands, and what the caller may do now (`canAct`). */
export function TourCard({ tour, as }: { tour: TourSummary; as: ConversationSide }) {
  const [asking, setAsking] = useState<Asking>(null);
  const step = useTourStep(tour.id);
  const close = () => setAsking(null);
  const can = (action: TourAction) => tour.canAct.includes(action);

  const accept = async () => {
    try {
      await step.mutateAsync({ action: "accept" });
      notifySuccess("Tour confirmed", tour.when);
    } catch (error) {
      notifyError("Failed to accept the tour", error, "Please try again.");
    }
  };

  return (
    <section aria-label={`Tour ${tour.when}`} className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-5 text-primary" />
        <p className="font-medium">{tour.when}</p>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs">
          {TOUR_STATUS_LABELS[tour.status]}
        </span>
      </div>
      {tour.declineReason ? (
        <p className="text-muted-foreground text-sm">Reason: {tour.declineReason}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <StepButtons
          can={can}
          onAccept={() => void accept()}
          onAsk={setAsking}
          busy={step.isPending}
          cancelLabel="Cancel tour"
        />
        {tour.status === "accepted" ? (
          <a
            href={tourInvitePath(tour.id)}
            download
            className={buttonVariants({ size: "sm", variant: "outline" })}
          >
            <Download aria-hidden="true" />
            Add to calendar (.ics)
          </a>
        ) : null}
      </div>
      {asking === "propose" ? (
        <ProposeSlotDialog
          listingId={tour.listingId}
          mode={tour.mode ?? "in_person"}
          onClose={close}
          onSubmit={async (input) => {
            const moved = await step.mutateAsync({ action: "propose", ...input });
            notifySuccess("New time proposed", moved.when);
            close();
          }}
        />
      ) : null}
      {asking === "decline" || asking === "cancel" ? (
        <TourReasonDialog
          action={asking}
          as={as}
          onClose={close}
          onSubmit={async (reason) => {
            await step.mutateAsync({ action: asking, reason: reason || undefined });
            notifySuccess(
              asking === "decline" ? "Tour declined" : "Tour cancelled",
              "We let them know.",
            );
            close();
          }}
        />
      ) : null}
    </section>
  );
}
