import {
  CANCEL_REASON_MAX,
  type ConversationSide,
  DECLINE_REASON_MAX,
} from "@/shared/conversations";
import { tourCancelSchema, tourDeclineSchema } from "@/shared/schemas/conversations";
import { ReasonDialog } from "@/web/components/reason-dialog";

const COPY = {
  decline: {
    title: "Decline this tour?",
    description: "The other side is told, with your reason.",
    submitLabel: "Decline",
    busyLabel: "Declining...",
    schema: tourDeclineSchema,
    maxLength: DECLINE_REASON_MAX,
    failure: "Failed to decline the tour",
  },
  cancel: {
    title: "Cancel this tour?",
    description: "The other side is told the tour is off.",
    submitLabel: "Cancel tour",
    busyLabel: "Cancelling...",
    schema: tourCancelSchema,
    maxLength: CANCEL_REASON_MAX,
    failure: "Failed to cancel the tour",
  },
} as const;

interface TourReasonDialogProps {
  action: keyof typeof COPY;
  /** The caller's side: only a realtor's decline must give a reason. */
  as: ConversationSide;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Decline (the server asks a realtor for a reason) or cancel (a reason is optional) a tour. */
export function TourReasonDialog({ action, as, onSubmit, onClose }: TourReasonDialogProps) {
  const { failure, ...copy } = COPY[action];
  const required = action === "decline" && as === "realtor";
  return (
    <ReasonDialog
      {...copy}
      label={required ? "Reason (the member reads it)" : "Reason (optional)"}
      failureTitle={() => failure}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
