import { lazy, Suspense } from "react";
import { formatDay } from "@/shared/format";
import type { Review } from "@/shared/reviews";
import { StarRow } from "@/web/components/rating-stars";
import { UserAvatar } from "@/web/components/user-avatar";
import { starsLabel } from "@/web/lib/rating-text";

// Only the professional reviewed writes a reply: the form loads for them alone.
const ReplyForm = lazy(() =>
  import("./reply-form").then((module) => ({ default: module.ReplyForm })),
);

/** One review: who, how many stars, when, what they wrote, and the professional's reply. */
export function ReviewItem({ review, subjectName }: { review: Review; subjectName: string }) {
  return (
    <article
      aria-label={`Review by ${review.authorName}`}
      className="grid gap-3 border-b py-5 last:border-b-0"
    >
      <header className="flex items-center gap-3">
        <UserAvatar name={review.authorName} imageUrl={review.authorAvatarUrl} className="size-9" />
        <div className="min-w-0">
          <p className="font-medium">{review.authorName}</p>
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
            <span className="sr-only">{starsLabel(review.stars)}</span>
            <StarRow rating={review.stars} />
            <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
          </p>
        </div>
      </header>
      <p className="whitespace-pre-line">{review.text}</p>
      {review.reply ? (
        <div className="ml-4 rounded-md border-primary/40 border-l-4 bg-muted/50 p-3">
          <p className="font-medium text-sm">Reply from {subjectName}</p>
          <p className="whitespace-pre-line text-sm">{review.reply.text}</p>
        </div>
      ) : review.canReply ? (
        <div className="ml-4">
          <Suspense fallback={null}>
            <ReplyForm reviewId={review.id} />
          </Suspense>
        </div>
      ) : null}
    </article>
  );
}
