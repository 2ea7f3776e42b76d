import { CANCEL_REASON_MAX, DECLINE_REASON_MAX } from "@/shared/conversations";
import { tourCancelSchema, tourDeclineSchema } from "@/shared/schemas/conversations";
import { ReasonDialog } from "@/web/components/reason-dialog";

const COPY = {
  decline: {
    title: "Decline this tour?",
    description: "The other side is told, with your reason.",
    label: "Reason",
    submitLabel: "Decline",
    busyLabel: "Declining...",
    schema: tourDeclineSchema,
    maxLength: DECLINE_REASON_MAX,
    failure: "Failed to decline the tour",
  },
  cancel: {
    title: "Cancel this tour?",
    description: "The other side is told the tour is off.",
    label: "Reason (optional)",
    submitLabel: "Cancel tour",
    busyLabel: "Cancelling...",
    schema: tourCancelSchema,
    maxLength: CANCEL_REASON_MAX,
    failure: "Failed to cancel the tour",
  },
} as const;

interface TourReasonDialogProps {
  action: keyof typeof COPY;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Decline (the server asks a realtor for a reason) or cancel (a reason is optional) a tour. */
export function TourReasonDialog({ action, onSubmit, onClose }: TourReasonDialogProps) {
  const { failure, ...copy } = COPY[action];
  return (
    <ReasonDialog {...copy} failureTitle={() => failure} onSubmit={onSubmit} onClose={onClose} />
  );
}
