import { ConfirmDialog } from "@/web/components/confirm-dialog";

/** Asked when leaving the form with changes not saved to the listing. */
export function LeaveQuestion({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmDialog
      title="Leave without saving?"
      description="Your changes are not saved to the listing. They are kept as a draft you can restore when you come back."
      cancelLabel="Keep editing"
      confirmLabel="Leave"
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
