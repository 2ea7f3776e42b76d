import { type AdminReview, REVIEW_HIDE_REASON_MAX } from "@/shared/reviews";
import { reviewHideSchema } from "@/shared/schemas/reviews";
import { ReasonDialog } from "@/web/components/reason-dialog";
import { notifySuccess } from "@/web/lib/notify";
import { useHideReview } from "../../api/reviews";

/** Hide Review: asks why (for the activity log), then takes it off the public pages. */
export function HideReviewDialog({
  review,
  onClose,
}: {
  review: AdminReview;
  onClose: () => void;
}) {
  const hide = useHideReview();
  return (
    <ReasonDialog
      title="Hide Review"
      description={`${review.authorName}'s review of ${review.subjectName} will no longer show or count in their rating. The reason goes to the activity log.`}
      schema={reviewHideSchema}
      maxLength={REVIEW_HIDE_REASON_MAX}
      submitLabel="Hide Review"
      busyLabel="Hiding..."
      failureTitle={() => "Failed to hide the review"}
      onSubmit={async (reason) => {
        await hide.mutateAsync({ id: review.id, reason });
        notifySuccess("Review hidden", `${review.subjectName}'s page no longer shows it.`);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
