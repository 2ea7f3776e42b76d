import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { REVIEW_REPLY_MAX } from "@/shared/reviews";
import { type ReviewReplyInput, reviewReplySchema } from "@/shared/schemas/reviews";
import { Label } from "@/web/components/ui/label";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Textarea } from "@/web/components/ui/textarea";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError } from "@/web/lib/notify";
import { useReplyToReview } from "../api/reply-to-review";

/** The professional's one public reply under a review of them. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const id = useId();
  const reply = useReplyToReview(reviewId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewReplyInput>({
    resolver: zodResolver(reviewReplySchema),
    defaultValues: { text: "" },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await reply.mutateAsync(input);
    } catch (error) {
      if (!applyFieldIssues(error, setError, ["text"])) {
        notifyError("Reply not posted", error, "Please try again.");
      }
    }
  });

  const error = errors.text?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={id}>Your reply</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        {...register("text")}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        Shown under the review for everyone. You can reply once.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <div>
        <SubmitButton busy={isSubmitting} busyLabel="Replying..." size="sm">
          Reply
        </SubmitButton>
      </div>
    </form>
  );
}
