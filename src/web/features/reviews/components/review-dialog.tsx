import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { REVIEW_TEXT_MAX, type ReviewableEngagement } from "@/shared/reviews";
import { type ReviewCreateInput, reviewCreateSchema } from "@/shared/schemas/reviews";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Textarea } from "@/web/components/ui/textarea";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useWriteReview } from "../api/write-review";
import { StarsInput } from "./stars-input";

export interface ReviewDialogProps {
  subjectName: string;
  /** The caller's engagements with them still to review; the first is chosen. */
  engagements: ReviewableEngagement[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing (there is no DialogTrigger). */
  returnFocus: () => void;
}

/**
 * Write a review: stars and a few words about one engagement (which one, when there are
 * several). Radix's dialog keeps focus inside and closes on Escape.
 */
export function ReviewDialog({
  subjectName,
  engagements,
  open,
  onOpenChange,
  returnFocus,
}: ReviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Review {subjectName}</DialogTitle>
          <DialogDescription>
            Your review shows on {subjectName}'s page with your name. You can write one per tour.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from a fresh form. */}
        {open && engagements.length > 0 ? (
          <ReviewForm engagements={engagements} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({
  engagements,
  onDone,
}: {
  engagements: ReviewableEngagement[];
  onDone: () => void;
}) {
  const id = useId();
  const write = useWriteReview();
  const [first] = engagements;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reviewCreateSchema>, unknown, ReviewCreateInput>({
    resolver: zodResolver(reviewCreateSchema),
    defaultValues: {
      engagementKind: first?.engagementKind ?? "tour",
      engagementId: first?.engagementId ?? "",
      text: "",
    },
  });

  const submit = handleSubmit(async (input) => {
    const chosen = engagements.find((item) => item.engagementId === input.engagementId);
    try {
      await write.mutateAsync({ ...input, engagementKind: chosen?.engagementKind ?? "tour" });
      notifySuccess("Review posted", "Thank you for telling others how it went.");
      onDone();
    } catch (error) {
      if (!applyFieldIssues(error, setError, ["stars", "text", "engagementId"])) {
        notifyError("Review not posted", error, "Please try again.");
      }
    }
  });

  const starsError = errors.stars?.message;
  const textError = errors.text?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {engagements.length > 1 ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-engagement`}>Which tour</Label>
          <NativeSelect id={`${id}-engagement`} {...register("engagementId")}>
            {engagements.map((item) => (
              <option key={item.engagementId} value={item.engagementId}>
                {item.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{first?.label}</p>
      )}
      <div className="grid gap-2">
        <span id={`${id}-stars`} className="font-medium text-sm">
          Rating
        </span>
        <Controller
          control={control}
          name="stars"
          render={({ field }) => (
            <StarsInput
              value={typeof field.value === "number" ? field.value : undefined}
              onChange={field.onChange}
              labelledBy={`${id}-stars`}
              describedBy={starsError ? `${id}-stars-error` : undefined}
              invalid={Boolean(starsError)}
            />
          )}
        />
        {starsError ? (
          <p id={`${id}-stars-error`} className="text-destructive text-sm">
            {starsError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>Your review</Label>
        <Textarea
          id={`${id}-text`}
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-text-error` : undefined}
          {...register("text")}
        />
        {textError ? (
          <p id={`${id}-text-error`} className="text-destructive text-sm">
            {textError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton busy={isSubmitting} busyLabel="Posting...">
          Post review
        </SubmitButton>
      </div>
    </form>
  );
}
