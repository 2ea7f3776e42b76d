import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
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
import { ApiClientError } from "@/web/lib/api-client";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useUpdateReel } from "../api/update-reel";
import { type CaptionsChange, CaptionsEditor, captionsPatch } from "./captions-editor";
import { PosterFramePicker } from "./poster-frame-picker";
import {
  ReelDetailsFields,
  type ReelDetailsValues,
  reelDetailsSchema,
} from "./reel-details-fields";

interface EditReelDialogProps {
  reel: ManagedReel;
  onClose: () => void;
}

/** Edit Reel: its title, the listing it tours, its captions and its poster. */
export function EditReelDialog({ reel, onClose }: EditReelDialogProps) {
  const update = useUpdateReel();
  const [captions, setCaptions] = useState<CaptionsChange>({ kind: "keep" });
  const [captionsError, setCaptionsError] = useState<string>();
  const [posterFrame, setPosterFrame] = useState<number | null>(null);
  const [posterError, setPosterError] = useState<string>();
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
        captions: captionsPatch(captions),
        ...(posterFrame === null ? {} : { posterFrame }),
      });
      notifySuccess("Reel updated", `"${saved.title}" has been saved.`);
      onClose();
    } catch (error) {
      const issues = error instanceof ApiClientError ? error.issues : [];
      setCaptionsError(issues.find((issue) => issue.path === "captions")?.message);
      setPosterError(issues.find((issue) => issue.path === "posterFrame")?.message);
      applyFieldIssues(error, setError, ["title", "propertyId"]);
      notifyError("Failed to update reel", error, "Please try again.");
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open || isSubmitting ? undefined : onClose())}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>Edit Reel</DialogTitle>
          <DialogDescription>
            Change the title, the property this reel tours, its captions or its poster.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <ReelDetailsFields form={form} disabled={isSubmitting} current={reel.property} />
          <CaptionsEditor
            current={reel.video.captions}
            value={captions}
            onChange={setCaptions}
            error={captionsError}
            disabled={isSubmitting}
          />
          <PosterFramePicker
            frames={reel.frames}
            currentSrc={reel.poster.src}
            value={posterFrame}
            onChange={setPosterFrame}
            error={posterError}
            disabled={isSubmitting}
          />
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
