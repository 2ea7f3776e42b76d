import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { ManagedReel } from "@/shared/manage-reels";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useUpdateReel } from "../api/update-reel";
import {
  ReelDetailsFields,
  type ReelDetailsValues,
  reelDetailsSchema,
} from "./reel-details-fields";

interface EditReelDialogProps {
  reel: ManagedReel;
  onClose: () => void;
}

/** Edit Reel: its title and the listing it tours. */
export function EditReelDialog({ reel, onClose }: EditReelDialogProps) {
  const update = useUpdateReel();
  const form = useForm<ReelDetailsValues>({
    resolver: zodResolver(reelDetailsSchema),
    defaultValues: { title: reel.title, propertyId: reel.property?.id ?? "" },
  });
  const { handleSubmit, setError } = form;
  const { isSubmitting } = form.formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        id: reel.id,
        title: values.title,
        propertyId: values.propertyId || null,
      });
      notifySuccess("Reel updated", `"${saved.title}" has been saved.`);
      onClose();
    } catch (error) {
      applyFieldIssues(error, setError, ["title", "propertyId"]);
      notifyError("Failed to update reel", error, "Please try again.");
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open || isSubmitting ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Reel</DialogTitle>
          <DialogDescription>Change the title or the property this reel tours.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ReelDetailsFields form={form} disabled={isSubmitting} current={reel.property} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <SubmitButton busy={isSubmitting} busyLabel="Saving...">
              Save Changes
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
