import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Textarea } from "@/web/components/ui/textarea";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError } from "@/web/lib/notify";

interface ReasonDialogProps {
  title: string;
  description: string;
  /** The reason field's label, e.g. "Reason (the applicant reads it)". */
  label?: string;
  /** The schema of the body: `{ reason }` with the messages and limit of that action. */
  schema: z.ZodType<{ reason?: string }, { reason?: string }>;
  /** The reason's length limit (the schema's), for the field and its counter. */
  maxLength: number;
  /** Destructive by default (suspend, reject, decline); a report is not. */
  submitVariant?: "destructive" | "default";
  submitLabel: string;
  busyLabel: string;
  /** Sends the reason; on success the caller says so and closes the dialog. */
  onSubmit: (reason: string) => Promise<void>;
  /** The error toast's title when sending fails for a reason other than the field. */
  failureTitle: (error: unknown) => string;
  onClose: () => void;
}

/**
 * An action that takes a reason (Suspend User, Reject, Decline a tour, Report): a checked text
 * box and Submit, in a modal that traps focus and closes with Escape.
 */
export function ReasonDialog({
  title,
  description,
  label = "Reason",
  schema,
  maxLength,
  submitVariant = "destructive",
  submitLabel,
  busyLabel,
  onSubmit,
  failureTitle,
  onClose,
}: ReasonDialogProps) {
  const reasonId = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<{ reason?: string }, unknown, { reason?: string }>({
    resolver: zodResolver(schema),
    defaultValues: { reason: "" },
  });
  const length = (watch("reason") ?? "").length;

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason ?? "");
    } catch (error) {
      if (!applyFieldIssues(error, setError, ["reason"])) {
        notifyError(failureTitle(error), error, "Please try again.");
      }
    }
  });

  const error = errors.reason?.message;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>{label}</Label>
            <Textarea
              id={reasonId}
              maxLength={maxLength}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${reasonId}-hint${error ? ` ${reasonId}-error` : ""}`}
              {...register("reason")}
            />
            <p id={`${reasonId}-hint`} className="text-muted-foreground text-xs">
              {length}/{maxLength}
            </p>
            {error ? (
              <p id={`${reasonId}-error`} className="text-destructive text-sm">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton variant={submitVariant} busy={isSubmitting} busyLabel={busyLabel}>
              {submitLabel}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
