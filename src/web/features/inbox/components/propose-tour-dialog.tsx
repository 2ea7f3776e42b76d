import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { TOUR_WINDOW_LABELS, TOUR_WINDOWS } from "@/shared/conversations";
import { type TourProposalInput, tourProposalSchema } from "@/shared/schemas/conversations";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { upcomingDateBounds } from "@/web/lib/booking-window";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError } from "@/web/lib/notify";

interface ProposeTourDialogProps {
  /** Who answers the proposal; the member of a tour unless told. */
  description?: string;
  onSubmit: (input: TourProposalInput) => Promise<void>;
  onClose: () => void;
}

/**
 * 'Propose another time' for a photo shoot (the photographer's): a day
 * from today to 60 days ahead, and a window.
 */
export function ProposeTourDialog({
  description = "The member can accept or decline the new time.",
  onSubmit,
  onClose,
}: ProposeTourDialogProps) {
  const id = useId();
  const bounds = useMemo(() => upcomingDateBounds(), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TourProposalInput>({
    resolver: zodResolver(tourProposalSchema),
    defaultValues: { date: "", window: "morning" },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      if (!applyFieldIssues(error, setError, ["date", "window"])) {
        notifyError("Failed to propose a time", error, "Please try again.");
      }
    }
  });

  const dateError = errors.date?.message;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Propose another time</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>Day</Label>
            <Input
              id={`${id}-date`}
              type="date"
              min={bounds.min}
              max={bounds.max}
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `${id}-date-error` : undefined}
              {...register("date")}
            />
            {dateError ? (
              <p id={`${id}-date-error`} className="text-destructive text-sm">
                {dateError}
              </p>
            ) : null}
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">Time</legend>
            <Controller
              control={control}
              name="window"
              render={({ field }) => (
                <RadioGroup value={field.value} onValueChange={field.onChange}>
                  {TOUR_WINDOWS.map((window) => (
                    <div key={window} className="flex items-center gap-2">
                      <RadioGroupItem value={window} id={`${id}-${window}`} />
                      <Label htmlFor={`${id}-${window}`}>{TOUR_WINDOW_LABELS[window]}</Label>
                    </div>
                  ))}
                </RadioGroup>
              )}
            />
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton busy={isSubmitting} busyLabel="Proposing...">
              Propose
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
