import { useState } from "react";
import type { TourMode } from "@/shared/tour-calendar";
import { LoadError } from "@/web/components/table/load-error";
import { firstOpenDay, type SlotChoice, SlotPicker } from "@/web/components/tour-slots/slot-picker";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Skeleton } from "@/web/components/ui/skeleton";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { notifyError } from "@/web/lib/notify";
import { useTourSlots } from "@/web/lib/tour-slots";

interface ProposeSlotDialogProps {
  listingId: string;
  /** How the tour was asked for; the realtor may switch it. */
  mode: TourMode;
  onSubmit: (input: { startsAt: string; mode: TourMode }) => Promise<void>;
  onClose: () => void;
}

/** The realtor's 'Propose another time' for a tour: another of their free slots. */
export function ProposeSlotDialog({ listingId, mode, onSubmit, onClose }: ProposeSlotDialogProps) {
  const slots = useTourSlots(listingId);
  const [choice, setChoice] = useState<SlotChoice>({ date: null, startsAt: null, mode });
  const [busy, setBusy] = useState(false);
  const date = choice.date ?? firstOpenDay(slots.data);

  const submit = async () => {
    if (!choice.startsAt) return;
    setBusy(true);
    try {
      await onSubmit({ startsAt: choice.startsAt, mode: choice.mode });
    } catch (error) {
      notifyError("Failed to propose a time", error, "Please try again.");
      void slots.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Propose another time</DialogTitle>
          <DialogDescription>The member can accept or decline the new time.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          className="grid gap-4"
        >
          {slots.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : slots.isError ? (
            <LoadError
              error={slots.error}
              title="Failed to load your free times"
              onRetry={() => slots.refetch()}
            />
          ) : (
            <SlotPicker list={slots.data} value={{ ...choice, date }} onChange={setChoice} />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton busy={busy} busyLabel="Proposing..." disabled={!choice.startsAt}>
              Propose
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
