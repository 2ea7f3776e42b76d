import { type MouseEvent, type ReactNode, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/web/components/ui/alert-dialog";
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

  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
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
    <AlertDialog open onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="font-medium text-sm [overflow-wrap:anywhere]">{subject}</p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={pending}>
            {pending ? "Deleting..." : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
