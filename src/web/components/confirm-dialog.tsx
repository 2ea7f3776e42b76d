import { type ReactNode, useRef } from "react";
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

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  /** Shown between the description and the buttons, e.g. what is about to be deleted. */
  children?: ReactNode;
  /** The safe choice; it has the focus when the dialog opens. */
  cancelLabel?: string;
  /** The confirming (destructive) choice, e.g. "Delete Post" or "Discard". */
  confirmLabel: ReactNode;
  /** The confirming choice was taken; the dialog stays open until the caller unmounts it. */
  onConfirm: () => void;
  /** The safe choice, Escape, or the dialog otherwise asked to close. */
  onCancel: () => void;
  /** While true both buttons are disabled and neither Escape nor the safe choice closes it. */
  pending?: boolean;
}

/**
 * A yes-or-no question over the page, shown while the caller renders it: focus is trapped,
 * starts on the safe choice, Escape takes the safe choice, and a click outside does nothing.
 * When it closes, focus goes back to whatever had it before (Radix would only return it to a
 * trigger, and these are opened by code).
 */
export function ConfirmDialog({
  title,
  description,
  children,
  cancelLabel = "Cancel",
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
}: ConfirmDialogProps) {
  const before = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog open onOpenChange={(open) => (open || pending ? undefined : onCancel())}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          // Runs before focus moves in: what has it now gets it back afterwards.
          before.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!before.current?.isConnected) return;
          event.preventDefault();
          before.current.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // The caller closes it (or keeps it open, e.g. while a request runs).
              event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
