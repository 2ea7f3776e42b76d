import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { notifyError, notifySuccess } from "@/web/lib/notify";

interface Toast {
  title: string;
  /** The success toast's text, or the failure toast's text when the server gives none. */
  description: string;
}

interface ConfirmDeleteDialogProps {
  title: string;
  /** What goes for good. */
  description: string;
  /** What is deleted, e.g. the title or the user's name and e-mail. */
  subject: ReactNode;
  /** The confirm button, e.g. "Delete Post". */
  confirmLabel: string;
  /** Deletes; rejects when the server refuses. */
  onDelete: () => Promise<unknown>;
  success: Toast;
  failure: Toast;
  onClose: () => void;
}

/**
 * A delete's confirmation. It stays open while the request runs (neither Escape nor Cancel
 * closes it then), closes with the success toast when done, and stays open with the failure
 * toast when the server refuses, so the user can try again or cancel.
 */
export function ConfirmDeleteDialog({
  title,
  description,
  subject,
  confirmLabel,
  onDelete,
  success,
  failure,
  onClose,
}: ConfirmDeleteDialogProps) {
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onDelete();
      notifySuccess(success.title, success.description);
      onClose();
    } catch (error) {
      notifyError(failure.title, error, failure.description);
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={pending ? "Deleting..." : confirmLabel}
      onConfirm={confirm}
      onCancel={onClose}
      pending={pending}
    >
      <p className="font-medium text-sm [overflow-wrap:anywhere]">{subject}</p>
    </ConfirmDialog>
  );
}
